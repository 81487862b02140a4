import { PDFArray, PDFDocument, decodePDFRawStream, type PDFRawStream } from 'pdf-lib';
import { qrMatrix } from './qr-matrix';
import type { ReceiptData } from './receipt-data';
import { receiptPdf } from './receipt-pdf';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.receipt;
const mm = 72 / 25.4;

const data: ReceiptData = {
  codeUrl:
    'https://bildbote.example/p#1.AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4v',
  studioName: 'Foto Schmidt Kiel',
  studioAddress: 'Holstenstraße 1, 24103 Kiel',
  capturedAt: '2026-11-25T13:05:00.000Z',
  expiresAt: '2027-05-25T13:05:00.000Z',
};

/** The page's content stream as text, and the strings it shows (WinAnsi, as pdf-lib writes). */
async function readBack(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages();
  const contents = pages[0]!.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => pdf.context.lookup(ref))
      : [contents];
  const content = streams
    .map((stream) =>
      new TextDecoder('latin1').decode(decodePDFRawStream(stream as PDFRawStream).decode()),
    )
    .join('\n');
  const shown = [...content.matchAll(/<([0-9A-F]*)> Tj/g)].map(([, hex]) =>
    new TextDecoder('windows-1252').decode(Buffer.from(hex!, 'hex')),
  );
  return { pages, size: pages[0]!.getSize(), content, text: shown.join(' ') };
}

function darkModules(text: string): number {
  return qrMatrix(text)
    .flat()
    .filter((dark) => dark).length;
}

describe('receiptPdf', () => {
  it('is one A6 page with the QR code of the code URL, studio, dates and instructions', async () => {
    const { pages, size, content, text } = await readBack(await receiptPdf(data, 'a6'));

    expect(pages).toHaveLength(1);
    expect(size.width).toBeCloseTo(105 * mm, 1);
    expect(size.height).toBeCloseTo(148 * mm, 1);
    expect(text).toContain(texts.title);
    expect(text).toContain('Fotostudio: Foto Schmidt Kiel');
    expect(text).toContain('Holstenstraße 1, 24103 Kiel');
    expect(text).toContain('Aufnahme am: 25.11.2026, 14:05 Uhr');
    expect(text).toContain('gültig bis: 25.05.2027');
    expect(text).toContain('So verwenden Sie diesen Code');
    expect(text).toContain('Pass- oder Ausweisbehörde');
    // One filled square per dark module of this URL's QR code.
    expect(content.match(/^0 0 m$/gm)).toHaveLength(darkModules(data.codeUrl));
  });

  it('fits the 80 mm receipt roll, as long as its content', async () => {
    const { size, text } = await readBack(await receiptPdf(data, 'roll'));

    expect(size.width).toBeCloseTo(80 * mm, 1);
    expect(size.height).toBeGreaterThan(80 * mm);
    expect(size.height).toBeLessThan(297 * mm);
    expect(text).toContain('gültig bis: 25.05.2027');
  });

  it('never carries the key anywhere but in the QR code', async () => {
    const bytes = await receiptPdf(data, 'a6');
    const { text } = await readBack(bytes);
    const fragment = data.codeUrl.split('#')[1]!;
    expect(text).not.toContain(fragment);
    expect(new TextDecoder('latin1').decode(bytes)).not.toContain(fragment);
  });
});
