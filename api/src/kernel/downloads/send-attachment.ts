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
  { file, fileName, contentType }: { file: string; fileName: string; contentType: string },
): Promise<FastifyReply | null> {
  const stat = await fsPromises.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  const asciiName = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return reply
    .code(200)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-length', String(stat.size))
    .type(contentType)
    .send(fs.createReadStream(file));
}
