import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/config';
import { outboxDirectory } from './mailer';

/** A mail of the outbox, decoded: what a recipient would read. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Attached files (Content-Disposition: attachment), decoded. */
  attachments: { filename: string; content: Buffer }[];
}

/**
 * The mails of the outbox, oldest first, decoded from their `.eml` files (the real mail path:
 * tests and local users read exactly what nodemailer wrote). Understands what nodemailer
 * writes: multipart/alternative with quoted-printable, base64 or 7bit parts.
 */
export async function readOutbox(config: AppConfig): Promise<OutboxMail[]> {
  const directory = outboxDirectory(config);
  const files = (await fs.readdir(directory).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(directory, name);
      return { file, ...parseMail(await fs.readFile(file, 'utf8')) };
    }),
  );
}

/** The newest mail to `to`, or undefined. */
export async function latestMailTo(config: AppConfig, to: string): Promise<OutboxMail | undefined> {
  const mails = await readOutbox(config);
  return mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()).at(-1);
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parseMail(raw: string): Omit<OutboxMail, 'file'> {
  const root = parsePart(raw.replace(/\r\n/g, '\n'));
  const leaves = flatten(root);
  const textOf = (type: string) => {
    const part = leaves.find(
      (leaf) =>
        contentType(leaf).startsWith(type) &&
        !/^attachment/i.test(leaf.headers.get('content-disposition') ?? ''),
    );
    return part ? decodeBody(part) : '';
  };
  return {
    to: root.headers.get('to') ?? '',
    subject: decodeEncodedWords(root.headers.get('subject') ?? ''),
    text: textOf('text/plain'),
    html: textOf('text/html'),
    attachments: leaves
      .filter((leaf) => /^attachment/i.test(leaf.headers.get('content-disposition') ?? ''))
      .map((leaf) => ({
        filename: decodeEncodedWords(
          /filename="?([^";]+)"?/i.exec(leaf.headers.get('content-disposition') ?? '')?.[1] ?? '',
        ),
        content: Buffer.from(leaf.body, 'base64'),
      })),
  };
}

function parsePart(raw: string): MimePart {
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function contentType(part: MimePart): string {
  return (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
}

function flatten(part: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (!contentType(part).startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => flatten(parsePart(chunk.replace(/^\n/, ''))));
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeQuotedPrintable(text: string): string {
  // Split at the escapes (=XX): the odd pieces are their hex bytes, the even ones plain text.
  const pieces = text.replace(/=\n/g, '').split(/=([0-9A-F]{2})/i);
  const bytes = pieces.map((piece, index) =>
    index % 2 === 1 ? Buffer.of(parseInt(piece, 16)) : Buffer.from(piece, 'utf8'),
  );
  return Buffer.concat(bytes).toString('utf8');
}

/** RFC 2047 words as nodemailer writes them in headers (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`). */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
