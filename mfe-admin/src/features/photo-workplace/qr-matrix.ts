import QRCode from 'qrcode';

/** Light modules around the symbol, as the QR standard asks (4 modules). */
export const quietZone = 4;

/** The dark modules of the QR code of `text`, row by row (true = dark), for SVG and PDF alike. */
export function qrMatrix(text: string): boolean[][] {
  // Level M: a printed receipt may be creased or smudged; the URL still fits a small symbol.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
  );
}
