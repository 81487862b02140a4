import { inflateSync } from 'node:zlib';

/**
 * Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, „, “, –, •, …). Node 20's TextDecoder
 * decodes 'windows-1252' as Latin-1, so these are mapped here.
 */
const cp1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(bytes: Buffer): string {
  return Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? (cp1252High[byte - 0x80] ?? '') : String.fromCharCode(byte),
  ).join('');
}

/**
 * Reads back the text drawn by `renderTextDocumentPdf` (Node only, for tests and build checks):
 * inflates every content stream and decodes the WinAnsi hex strings of its `Tj` operators.
 * Lines are joined with spaces, so a sentence wrapped over two lines reads as written.
 */
export function extractPdfText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const parts: string[] = [];
  let searchFrom = 0;
  for (;;) {
    const start = buffer.indexOf('stream', searchFrom, 'latin1');
    if (start === -1) break;
    const end = buffer.indexOf('endstream', start, 'latin1');
    if (end === -1) break;
    searchFrom = end + 'endstream'.length;
    if (buffer.subarray(start - 3, start).toString('latin1') === 'end') continue;
    let dataStart = start + 'stream'.length;
    if (buffer[dataStart] === 0x0d) dataStart += 1;
    if (buffer[dataStart] === 0x0a) dataStart += 1;
    let content: string;
    try {
      content = inflateSync(buffer.subarray(dataStart, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      parts.push(decodeWinAnsi(Buffer.from(match[1] ?? '', 'hex')));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}
