import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressVariants } from '../releases/precompress';

/**
 * One answer held in memory in every encoding it is sent in: the bytes as they are and, where
 * smaller, brotli and gzip made once (at publish or build, or when first loaded), never per
 * request. Each encoding has its own strong ETag (a different byte sequence).
 */
export interface EncodedAnswer {
  type: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** Hash of `identity`, the part of every ETag shared by the encodings. */
  hash: string;
}

export type Encoding = 'br' | 'gzip' | 'identity';

export function contentHash(body: Buffer): string {
  return createHash('sha1').update(body).digest('base64url');
}

/** Types worth compressing: text, JSON, JavaScript, SVG, WebAssembly. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(javascript|json|manifest\+json|xml|rss\+xml|wasm)|image\/svg\+xml)/.test(
    type,
  );
}

/** A generated text (a page, /remotes.json) with its encodings made once. */
export async function encodeAnswer(body: string, type: string): Promise<EncodedAnswer> {
  const identity = Buffer.from(body);
  const variants = isCompressible(type)
    ? await compressVariants(identity)
    : { br: null, gzip: null };
  return { type, identity, ...variants, hash: contentHash(identity) };
}

/**
 * The encoding to send for `Accept-Encoding`: brotli, else gzip, else the bytes as they are.
 * An encoding with `q=0` is refused; `*` stands for every encoding not named.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
): Encoding {
  if (!acceptEncoding) return 'identity';
  const key = `${available.br ? 'b' : ''}${available.gzip ? 'g' : ''}${acceptEncoding}`;
  let encoding = negotiated.get(key);
  if (encoding === undefined) {
    encoding = negotiate(acceptEncoding, available);
    // Browsers send a handful of different headers; anything beyond is not remembered.
    if (negotiated.size < 200) negotiated.set(key, encoding);
  }
  return encoding;
}

const negotiated = new Map<string, Encoding>();

function negotiate(acceptEncoding: string, available: { br: boolean; gzip: boolean }): Encoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (available.br && accepts('br')) return 'br';
  if (available.gzip && (accepts('gzip') || (weights.get('x-gzip') ?? 0) > 0)) return 'gzip';
  return 'identity';
}

export function etagOf(answer: EncodedAnswer, encoding: Encoding): string {
  return encoding === 'identity'
    ? `"${answer.hash}"`
    : `"${answer.hash}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for this header). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends the answer in the encoding the client takes best, with ETag, Vary and Cache-Control;
 * 304 without a body when `If-None-Match` names it. Nothing is compressed per request.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  cacheControl: string,
  status = 200,
): FastifyReply {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], {
    br: answer.br !== null,
    gzip: answer.gzip !== null,
  });
  const etag = etagOf(answer, encoding);
  reply.header('Cache-Control', cacheControl).header('ETag', etag);
  if (answer.br || answer.gzip) reply.header('Vary', 'Accept-Encoding');
  if (status === 200 && matches(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  reply.code(status).header('Content-Type', answer.type);
  if (encoding === 'identity') return reply.send(answer.identity);
  return reply.header('Content-Encoding', encoding).send(answer[encoding] ?? answer.identity);
}
