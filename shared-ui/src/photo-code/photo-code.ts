/**
 * The photo transfer's code, encryption and proof of possession (ARCHITECTURE.md section 8).
 * One module for the studio workplace, the authority desk, the citizen page, the API's tests and
 * the vendor example script: browsers and Node 20 both provide WebCrypto as `globalThis.crypto`.
 *
 * Code URL:   <PUBLIC_URL>/p#1.<base64url(16 id bytes ‖ 32 key bytes)>
 * Ciphertext: 12-byte IV ‖ AES-256-GCM output (with its 16-byte tag)
 * Proof:      base64url(HMAC-SHA256(key, UTF-8 "bildbote-photo-proof:" ‖ 16 id bytes))
 */

export const photoCodeFormatVersion = '1';
export const photoCodePath = '/p';
export const photoProofHeader = 'X-Photo-Proof';
export const photoProofLabel = 'bildbote-photo-proof:';

export const photoKeyBytes = 32;
export const photoIdBytes = 16;
export const photoIvBytes = 12;
export const photoTagBytes = 16;
/** The largest ciphertext the cloud accepts (IV and tag included). */
export const photoCiphertextMaxBytes = 4 * 1024 * 1024;
/** IV, tag and at least a minimal JPEG: anything shorter cannot be a photo. */
export const photoCiphertextMinBytes = photoIvBytes + photoTagBytes + 128;

/** A photo's code: its id (a UUID chosen by the client) and the AES key that only the paper holds. */
export interface PhotoCode {
  id: string;
  key: Uint8Array;
}

export type PhotoCodeParseError =
  'empty' | 'not-a-url' | 'no-fragment' | 'unknown-version' | 'malformed';

export type ParsedPhotoCode =
  | { ok: true; code: PhotoCode; origin: string | null }
  | { ok: false; error: PhotoCodeParseError; origin: string | null };

/** Raised when a ciphertext does not decrypt: wrong key or altered bytes (GCM tag fails). */
export class PhotoTamperedError extends Error {
  constructor() {
    super('Das Foto lässt sich mit diesem Code nicht entschlüsseln.');
    this.name = 'PhotoTamperedError';
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const base64UrlPattern = /^[A-Za-z0-9_-]*$/;

export function isPhotoId(value: string): boolean {
  return uuidPattern.test(value);
}

export function newPhotoId(): string {
  return globalThis.crypto.randomUUID();
}

export function newPhotoKey(): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(photoKeyBytes));
}

export function newPhotoCode(): PhotoCode {
  return { id: newPhotoId(), key: newPhotoKey() };
}

export function uuidToBytes(id: string): Uint8Array {
  if (!isPhotoId(id)) throw new Error(`Keine UUID: ${id}`);
  const hex = id.replace(/-/g, '');
  const bytes = new Uint8Array(photoIdBytes);
  for (let i = 0; i < photoIdBytes; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToUuid(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const base64UrlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding (RFC 4648 section 5), independent of Buffer and btoa. */
export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c += 1) out += base64UrlAlphabet[(chunk >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** Decodes base64url without padding; null for any other character or an impossible length. */
export function base64UrlDecode(text: string): Uint8Array | null {
  if (!base64UrlPattern.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    buffer = (buffer << 6) | base64UrlAlphabet.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index] = (buffer >> bits) & 0xff;
      index += 1;
    }
  }
  return bytes;
}

/** The fragment after `#`: `1.<base64url(id ‖ key)>`. */
export function photoCodeFragment(code: PhotoCode): string {
  const payload = new Uint8Array(photoIdBytes + photoKeyBytes);
  payload.set(uuidToBytes(code.id), 0);
  payload.set(code.key, photoIdBytes);
  return `${photoCodeFormatVersion}.${base64UrlEncode(payload)}`;
}

/** The URL printed as QR code: `<publicUrl>/p#1.<...>`. */
export function photoCodeUrl(publicUrl: string, code: PhotoCode): string {
  return `${publicUrl.replace(/\/+$/, '')}${photoCodePath}#${photoCodeFragment(code)}`;
}

/** Parses the part after `#` (with or without the `#`). */
export function parsePhotoCodeFragment(fragment: string): ParsedPhotoCode {
  const text = fragment.trim().replace(/^#/, '');
  if (!text) return { ok: false, error: 'no-fragment', origin: null };
  const dot = text.indexOf('.');
  if (dot < 0) return { ok: false, error: 'malformed', origin: null };
  if (text.slice(0, dot) !== photoCodeFormatVersion) {
    return { ok: false, error: 'unknown-version', origin: null };
  }
  const payload = base64UrlDecode(text.slice(dot + 1));
  if (!payload || payload.length !== photoIdBytes + photoKeyBytes) {
    return { ok: false, error: 'malformed', origin: null };
  }
  return {
    ok: true,
    origin: null,
    code: {
      id: bytesToUuid(payload.slice(0, photoIdBytes)),
      key: payload.slice(photoIdBytes),
    },
  };
}

/**
 * Parses what a scanner read: the whole code URL. `origin` is the provider's origin, so the
 * caller can tell a code of another provider from a broken one.
 */
export function parsePhotoCodeUrl(text: string): ParsedPhotoCode {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: 'empty', origin: null };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, error: 'not-a-url', origin: null };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, error: 'not-a-url', origin: null };
  }
  const origin = url.origin;
  if (url.pathname.replace(/\/+$/, '') !== photoCodePath || !url.hash) {
    return { ok: false, error: 'no-fragment', origin };
  }
  return { ...parsePhotoCodeFragment(url.hash), origin };
}

function toBufferSource(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

async function aesKey(key: Uint8Array, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  if (key.length !== photoKeyBytes) throw new Error('Der Schlüssel muss 32 Byte lang sein.');
  return globalThis.crypto.subtle.importKey('raw', toBufferSource(key), 'AES-GCM', false, [usage]);
}

/** IV ‖ AES-256-GCM(jpeg) with a fresh random 12-byte IV. */
export async function encryptPhoto(jpeg: Uint8Array, key: Uint8Array): Promise<Uint8Array> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(photoIvBytes));
  const sealed = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, tagLength: photoTagBytes * 8 },
    await aesKey(key, 'encrypt'),
    toBufferSource(jpeg),
  );
  const out = new Uint8Array(photoIvBytes + sealed.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(sealed), photoIvBytes);
  return out;
}

/** The JPEG back; throws PhotoTamperedError when the tag does not verify. */
export async function decryptPhoto(ciphertext: Uint8Array, key: Uint8Array): Promise<Uint8Array> {
  if (ciphertext.length < photoIvBytes + photoTagBytes) throw new PhotoTamperedError();
  const cryptoKey = await aesKey(key, 'decrypt');
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: toBufferSource(ciphertext.slice(0, photoIvBytes)),
        tagLength: photoTagBytes * 8,
      },
      cryptoKey,
      toBufferSource(ciphertext.slice(photoIvBytes)),
    );
    return new Uint8Array(plain);
  } catch {
    throw new PhotoTamperedError();
  }
}

/** The proof of possession sent as `X-Photo-Proof` (and as `proof` at upload). */
export async function photoProof(code: PhotoCode): Promise<string> {
  const label = new TextEncoder().encode(photoProofLabel);
  const message = new Uint8Array(label.length + photoIdBytes);
  message.set(label, 0);
  message.set(uuidToBytes(code.id), label.length);
  const hmacKey = await globalThis.crypto.subtle.importKey(
    'raw',
    toBufferSource(code.key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await globalThis.crypto.subtle.sign('HMAC', hmacKey, toBufferSource(message));
  return base64UrlEncode(new Uint8Array(mac));
}

/** True when the bytes start like a JPEG (SOI marker); checked after decryption. */
export function looksLikeJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
