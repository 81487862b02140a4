import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatEuro, maskIban, periodLabel, vatRatePercent } from 'shared-ui/billing/billing-rules';
import { berlinDate, germanDate, periodRange } from './billing-period';
import type { InvoiceRow, SepaMandateRow } from './schema';

/** The texts of the invoice, mail and page that say how the amount is paid. */
export function paymentNote(invoice: InvoiceRow, mandate: SepaMandateRow | null): string {
  const gross = formatEuro(invoice.grossCents);
  const due = germanDate(invoice.dueOn);
  if (invoice.payment === 'sepa' && mandate) {
    return (
      `Der Rechnungsbetrag von ${gross} wird am ${due} per SEPA-Basislastschrift von Ihrem Konto ` +
      `${maskIban(mandate.iban)} eingezogen. Mandatsreferenz: ${mandate.reference}, ` +
      `Gläubiger-Identifikationsnummer: ${invoice.seller.creditorId}.`
    );
  }
  return (
    `Bitte überweisen Sie ${gross} bis zum ${due} auf das Konto ${invoice.seller.name}, ` +
    `IBAN ${invoice.seller.iban}, BIC ${invoice.seller.bic}, Verwendungszweck ${invoice.number}.`
  );
}

/** `Leistungszeitraum 01.11.2026 – 30.11.2026`. */
export function servicePeriod(period: string): { from: string; to: string } {
  const { start, end } = periodRange(period);
  return { from: berlinDate(start), to: berlinDate(new Date(end.getTime() - 1)) };
}

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;

/**
 * The invoice as PDF with every field § 14 UStG asks for: seller and buyer with addresses, the
 * seller's VAT id (and tax number), invoice date and gapless number, service period, quantity
 * and kind of each item, net amount, VAT rate and amount, gross amount; plus due date and the
 * mandate reference of the direct debit. Rendered from the stored invoice alone, with its
 * issue time as creation date, so the same invoice always gives the same document.
 */
export async function invoicePdf(
  invoice: InvoiceRow,
  mandate: SepaMandateRow | null,
): Promise<Buffer> {
  // Loaded when a document is drawn, not with the API (start-up and every test file).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const grey = rgb(0.35, 0.35, 0.35);
  const document = await PDFDocument.create();
  document.setTitle(`Rechnung ${invoice.number}`);
  document.setAuthor(invoice.seller.name);
  document.setCreator('Bildbote');
  document.setProducer('Bildbote');
  document.setLanguage('de-DE');
  document.setCreationDate(invoice.issuedAt);
  document.setModificationDate(invoice.issuedAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);

  let page = document.addPage(pageSize);
  let y = pageSize[1] - margin;
  const write = (
    text: string,
    x: number,
    options: { font?: PDFFont; size?: number; right?: boolean; target?: PDFPage } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    text = printable(text, font);
    const width = font.widthOfTextAtSize(text, size);
    (options.target ?? page).drawText(text, { x: options.right ? x - width : x, y, size, font });
  };
  const nextLine = (height = 14) => {
    y -= height;
    if (y < margin + 60) {
      page = document.addPage(pageSize);
      y = pageSize[1] - margin;
    }
  };
  const paragraph = (text: string, size = 10) => {
    for (const line of wrap(text, regular, size, pageSize[0] - 2 * margin)) {
      write(line, margin, { size });
      nextLine(size + 4);
    }
  };

  const { seller, buyer } = invoice;
  write(`${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`, margin, {
    size: 8,
  });
  nextLine(24);
  for (const line of [buyer.name, buyer.street, `${buyer.postcode} ${buyer.city}`]) {
    write(line, margin, { size: 11 });
    nextLine();
  }
  nextLine(24);
  write('Rechnung', margin, { font: bold, size: 18 });
  nextLine(26);
  const { from, to } = servicePeriod(invoice.period);
  const facts: [string, string][] = [
    ['Rechnungsnummer', invoice.number],
    ['Rechnungsdatum', germanDate(berlinDate(invoice.issuedAt))],
    [
      'Leistungszeitraum',
      `${germanDate(from)} – ${germanDate(to)} (${periodLabel(invoice.period)})`,
    ],
    ['Kundennummer', String(invoice.companyId ?? '–')],
    ['Fällig am', germanDate(invoice.dueOn)],
  ];
  for (const [label, value] of facts) {
    write(`${label}:`, margin);
    write(value, margin + 120);
    nextLine();
  }
  nextLine(10);

  const columns = {
    position: margin,
    text: margin + 30,
    quantity: 400,
    unit: 470,
    total: pageSize[0] - margin,
  };
  const header = () => {
    write('Pos.', columns.position, { font: bold });
    write('Leistung', columns.text, { font: bold });
    write('Menge', columns.quantity, { font: bold, right: true });
    write('Einzelpreis', columns.unit, { font: bold, right: true });
    write('Betrag', columns.total, { font: bold, right: true });
    nextLine(4);
    page.drawLine({
      start: { x: margin, y },
      end: { x: columns.total, y },
      thickness: 0.5,
      color: grey,
    });
    nextLine(12);
  };
  header();
  invoice.lines.forEach((line, index) => {
    const [first, ...rest] = wrap(
      line.description,
      regular,
      10,
      columns.quantity - columns.text - 50,
    );
    write(String(index + 1), columns.position);
    write(first ?? '', columns.text);
    write(String(line.quantity), columns.quantity, { right: true });
    write(formatEuro(line.unitCents), columns.unit, { right: true });
    write(formatEuro(line.totalCents), columns.total, { right: true });
    for (const more of rest) {
      nextLine(12);
      write(more, columns.text);
    }
    nextLine();
  });
  nextLine(6);
  const totals: [string, string, PDFFont][] = [
    ['Nettobetrag', formatEuro(invoice.netCents), regular],
    [`Umsatzsteuer ${vatRatePercent} %`, formatEuro(invoice.vatCents), regular],
    ['Rechnungsbetrag (brutto)', formatEuro(invoice.grossCents), bold],
  ];
  for (const [label, value, font] of totals) {
    write(label, columns.unit - 160, { font });
    write(value, columns.total, { font, right: true });
    nextLine();
  }
  nextLine(12);
  paragraph(paymentNote(invoice, mandate));
  nextLine(6);
  paragraph(
    'Preise: 0,75 € je erfolgreicher Fotoübertragung, 0,99 € einmalig je Person für die ' +
      'eID-Identifizierung, zuzüglich Umsatzsteuer. Keine Grundgebühr, keine Lizenzgebühr.',
    9,
  );

  const footer = [
    `${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city} · ${seller.email} · ${seller.phone}`,
    `Geschäftsführung: ${seller.managingDirector} · ${seller.registerCourt} ${seller.registerNumber}`,
    `USt-IdNr.: ${seller.vatId}${seller.taxNumber ? ` · Steuernummer: ${seller.taxNumber}` : ''} · ` +
      `IBAN ${seller.iban} · BIC ${seller.bic} · Gläubiger-ID ${seller.creditorId}`,
  ];
  const pages = document.getPages();
  pages.forEach((target, index) => {
    footer.forEach((line, row) => {
      y = margin - row * 10;
      write(line, margin, { size: 7, target });
    });
    y = margin + 14;
    write(`Seite ${index + 1} von ${pages.length}`, columns.total, {
      size: 7,
      right: true,
      target,
    });
  });
  return Buffer.from(await document.save());
}

/**
 * The standard fonts know Windows-1252 only: other letters (a studio named „Łódź“) lose their
 * accent or become „?“ instead of failing the whole invoice.
 */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (known.has(char.codePointAt(0)!)) return char;
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return [...plain].every((part) => known.has(part.codePointAt(0)!)) && plain ? plain : '?';
    })
    .join('');
}

/** Splits text into lines no wider than `width` (words kept whole where they fit). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text, font).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
