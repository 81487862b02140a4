import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file as a download: `Content-Disposition: attachment` with an ASCII fallback name and
 * the exact UTF-8 name (RFC 6266), and `nosniff`, so the browser never renders it as a page.
 * Null when the file is gone (the caller answers 404).
 */
export async function sendAttachment(
  reply: FastifyReply,
  {
    file,
    fileName,
    contentType,
  }: {
    /** A file path, or the bytes themselves (null: gone) as a blob store returns them. */
    file: string | Uint8Array | null;
    fileName: string;
    contentType: string;
  },
): Promise<FastifyReply | null> {
  if (file === null) return null;
  let size: number;
  if (typeof file === 'string') {
    const stat = await fsPromises.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    size = stat.size;
  } else {
    size = file.byteLength;
  }
  const asciiName = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return reply
    .code(200)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-length', String(size))
    .type(contentType)
    .send(typeof file === 'string' ? fs.createReadStream(file) : Buffer.from(file));
}
