import zlib from 'node:zlib';

/**
 * The text a PDF written by pdf-lib shows, read back without a PDF library: its content
 * streams are inflated and the strings of the text operators (hex, Windows-1252) decoded.
 * Enough for the invoices' standard fonts; one line per text operator.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    const shows = /<([0-9A-Fa-f]*)>\s*Tj/g;
    for (let show = shows.exec(content); show; show = shows.exec(content)) {
      lines.push(windows1252(Buffer.from(show[1]!, 'hex')));
    }
  }
  return lines.join('\n');
}

function windows1252(bytes: Buffer): string {
  return [...bytes]
    .map((byte) => (byte === 0x80 ? '€' : byte === 0x96 ? '–' : String.fromCharCode(byte)))
    .join('');
}
