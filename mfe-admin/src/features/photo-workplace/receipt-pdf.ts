import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { qrMatrix, quietZone } from './qr-matrix';
import { formatCaptureTime, type ReceiptData, type ReceiptLayout } from './receipt-data';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.receipt;
const mm = 72 / 25.4;

/** Page width, margin and QR size per layout; the receipt roll's length follows the content. */
export const pdfLayouts: Record<
  ReceiptLayout,
  { width: number; height?: number; margin: number; qr: number }
> = {
  a6: { width: 105 * mm, height: 148 * mm, margin: 7 * mm, qr: 36 * mm },
  roll: { width: 80 * mm, margin: 4 * mm, qr: 50 * mm },
};

interface Line {
  text: string;
  font: PDFFont;
  size: number;
  gapBefore: number;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The receipt as a PDF of one page (A6, or an 80 mm receipt roll), QR code drawn as vectors. */
export async function receiptPdf(data: ReceiptData, layout: ReceiptLayout): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(texts.title);
  pdf.setProducer('Bildbote');
  pdf.setCreator('Bildbote');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width, margin, qr } = pdfLayouts[layout];
  const textWidth = width - 2 * margin;
  const body = layout === 'a6' ? 7 : 8;

  const lines: Line[] = [];
  const add = (text: string, font: PDFFont, size: number, gapBefore = 0) =>
    wrap(text, font, size, textWidth).forEach((part, index) =>
      lines.push({ text: part, font, size, gapBefore: index === 0 ? gapBefore : 0 }),
    );
  add(`${texts.studio}: ${data.studioName}`, bold, body, 4);
  add(data.studioAddress, regular, body);
  add(`${texts.capturedAt}: ${formatCaptureTime(data.capturedAt)}`, regular, body, 3);
  add(`${texts.validUntil}: ${formatGermanDate(data.expiresAt)}`, bold, body + 1, 1);
  add(texts.instructionsHeading, bold, body, 6);
  texts.instructions.forEach((instruction, index) =>
    add(`${index + 1}. ${instruction}`, regular, body - 0.5, 2),
  );
  add(texts.provider, regular, body - 1.5, 6);

  const titleSize = layout === 'a6' ? 12 : 11;
  const textHeight = lines.reduce((sum, line) => sum + line.gapBefore + line.size * 1.25, 0);
  const contentHeight = titleSize * 1.6 + qr + textHeight;
  const height = pdfLayouts[layout].height ?? contentHeight + 2 * margin;
  const page = pdf.addPage([width, height]);

  let y = height - margin - titleSize;
  page.drawText(texts.title, { x: margin, y, size: titleSize, font: bold });
  y -= titleSize * 0.6;

  const matrix = qrMatrix(data.codeUrl);
  const modules = matrix.length + 2 * quietZone;
  const unit = qr / modules;
  const left = (width - qr) / 2;
  const top = y;
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      page.drawRectangle({
        x: left + (c + quietZone) * unit,
        y: top - (r + quietZone + 1) * unit,
        width: unit,
        height: unit,
        color: rgb(0, 0, 0),
      });
    }),
  );
  y = top - qr;

  for (const line of lines) {
    y -= line.gapBefore + line.size * 1.25;
    page.drawText(line.text, { x: margin, y, size: line.size, font: line.font });
  }
  return pdf.save();
}
