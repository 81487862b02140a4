import { PDFDocument } from 'pdf-lib';
import { agbDocument } from './agb';
import { datenschutzDocument } from './datenschutz';
import { renderTextDocumentPdf } from './legal-pdf';
import { extractPdfText } from './pdf-text';
import { testSiteConfig } from '../testing/site-config-fixture';

// Umlauts and ß in the managing director's name exercise the PDF font encoding.
const base = testSiteConfig();
const config = testSiteConfig({ company: { ...base.company, managingDirector: 'Jörg Müßig' } });

function header(bytes: Uint8Array): string {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1');
}

describe('AGB als PDF', () => {
  it('ist ein lesbares PDF mit den Vertragsbedingungen und den Firmendaten', async () => {
    const document = agbDocument(config.company);
    const bytes = await renderTextDocumentPdf(document, { author: config.company.name });

    expect(header(bytes)).toBe('%PDF-');
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getTitle()).toBe('Allgemeine Geschäftsbedingungen (AGB)');
    expect(parsed.getAuthor()).toBe('Bildbote Testfirma GmbH');
    expect(parsed.getPageCount()).toBeGreaterThan(1);

    const text = extractPdfText(bytes);
    expect(text).toContain('Bildbote Testfirma GmbH, Holstenstraße 12, 24103 Kiel');
    expect(text).toContain('Unternehmer im Sinne des § 14 BGB');
    expect(text).toContain('mit einer Frist von 14 Tagen zum Monatsende kündigen');
    expect(text).toContain('standortgebunden und nicht übertragbar');
    expect(text).toContain('0,75 EUR pro erfolgreicher Übertragung');
    expect(text).toContain('einmalig 0,99 EUR pro Person');
    expect(text).toContain('SEPA-Lastschrift');
    expect(text).toContain('Handwerkskarte');
    expect(text).toContain(
      'den Zugang des Kunden sofort zu sperren und die bereits übertragenen Daten zu löschen',
    );
    expect(text).toContain('Seite 1 von');
  });
});

describe('Datenschutzerklärung als PDF', () => {
  it('ist ein lesbares PDF mit Verantwortlichem und Speicherdauer der Server-Logs', async () => {
    const bytes = await renderTextDocumentPdf(datenschutzDocument(config));

    expect(header(bytes)).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Datenschutzerklärung');
    const text = extractPdfText(bytes);
    expect(text).toContain('Vertreten durch: Jörg Müßig');
    expect(text).toContain('E-Mail: kontakt@bildbote-test.de');
    expect(text).toContain('Die Server-Logdateien werden 7 Tage gespeichert');
    expect(text).toContain('6 Monate ab dem Aufnahmedatum gespeichert');
  });

  it('nennt Google Analytics und Mapbox nur, wenn sie konfiguriert sind', () => {
    const plain = JSON.stringify(datenschutzDocument(config));
    expect(plain).not.toContain('Google');
    expect(plain).not.toContain('Mapbox');

    const withServices = JSON.stringify(
      datenschutzDocument({ ...config, analyticsId: 'G-TEST', mapboxToken: 'pk.test' }),
    );
    expect(withServices).toContain('Google Analytics');
    expect(withServices).toContain('Mapbox Inc.');
  });
});

describe('renderTextDocumentPdf', () => {
  it('bricht lange Texte auf neue Seiten um und verweigert Zeichen ohne WinAnsi-Kodierung', async () => {
    const long = {
      title: 'Test',
      sections: Array.from({ length: 30 }, (_, index) => ({
        heading: `Abschnitt ${index + 1}`,
        blocks: ['Ä ö ü ß € § „Zitat“ – Gedankenstrich. '.repeat(12), ['Punkt eins', 'Punkt zwei']],
      })),
    };
    const bytes = await renderTextDocumentPdf(long);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(3);
    expect(extractPdfText(bytes)).toContain('Abschnitt 30');
    expect(extractPdfText(bytes)).toContain('Ä ö ü ß € § „Zitat“ – Gedankenstrich.');

    await expect(renderTextDocumentPdf({ title: 'Emoji 😀', sections: [] })).rejects.toThrow();
  });
});
