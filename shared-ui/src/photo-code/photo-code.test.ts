import { createHmac } from 'node:crypto';
import {
  PhotoTamperedError,
  base64UrlDecode,
  base64UrlEncode,
  bytesToUuid,
  decryptPhoto,
  encryptPhoto,
  newPhotoCode,
  parsePhotoCodeFragment,
  parsePhotoCodeUrl,
  photoCodeUrl,
  photoIvBytes,
  photoProof,
  photoTagBytes,
  uuidToBytes,
} from './photo-code';

const jpeg = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  ...Array.from({ length: 300 }, (_, i) => i % 251),
]);

describe('photo code (ARCHITECTURE.md section 8)', () => {
  it('puts the id bytes in textual order and the key after them, base64url without padding', () => {
    const code = { id: '00112233-4455-6677-8899-aabbccddeeff', key: new Uint8Array(32).fill(7) };
    const url = photoCodeUrl('https://bildbote.example/', code);
    const expected = Buffer.concat([
      Buffer.from('00112233445566778899aabbccddeeff', 'hex'),
      Buffer.alloc(32, 7),
    ]).toString('base64url');
    expect(url).toBe(`https://bildbote.example/p#1.${expected}`);
    expect(url).not.toContain('=');
  });

  it('reads back what it wrote, with the provider origin', () => {
    const code = newPhotoCode();
    const parsed = parsePhotoCodeUrl(photoCodeUrl('https://bildbote.example', code));
    expect(parsed).toEqual({ ok: true, origin: 'https://bildbote.example', code });
  });

  it('names what is wrong with a code it cannot read', () => {
    expect(parsePhotoCodeUrl('')).toMatchObject({ ok: false, error: 'empty' });
    expect(parsePhotoCodeUrl('hallo')).toMatchObject({ ok: false, error: 'not-a-url' });
    expect(parsePhotoCodeUrl('https://x.example/p')).toMatchObject({
      ok: false,
      error: 'no-fragment',
      origin: 'https://x.example',
    });
    expect(parsePhotoCodeUrl('https://x.example/p#2.AAAA')).toMatchObject({
      ok: false,
      error: 'unknown-version',
    });
    expect(parsePhotoCodeFragment('#1.AAAA')).toMatchObject({ ok: false, error: 'malformed' });
    expect(parsePhotoCodeFragment('1.' + 'A'.repeat(64) + '!')).toMatchObject({
      ok: false,
      error: 'malformed',
    });
  });

  it('encodes base64url exactly like Node', () => {
    for (let length = 0; length < 50; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length) % 256);
      const encoded = base64UrlEncode(bytes);
      expect(encoded).toBe(Buffer.from(bytes).toString('base64url'));
      expect(Array.from(base64UrlDecode(encoded) ?? [])).toEqual(Array.from(bytes));
    }
    expect(base64UrlDecode('A')).toBeNull();
  });

  it('converts a UUID to its 16 bytes and back', () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(Buffer.from(uuidToBytes(id)).toString('hex')).toBe(id.replace(/-/g, ''));
    expect(bytesToUuid(uuidToBytes(id))).toBe(id);
  });

  it('encrypts as IV ‖ ciphertext ‖ tag and decrypts to the same bytes', async () => {
    const { key } = newPhotoCode();
    const sealed = await encryptPhoto(jpeg, key);
    expect(sealed.length).toBe(photoIvBytes + jpeg.length + photoTagBytes);
    expect(Array.from(await decryptPhoto(sealed, key))).toEqual(Array.from(jpeg));
  });

  it('refuses a changed byte or a wrong key as tampered', async () => {
    const { key } = newPhotoCode();
    const sealed = await encryptPhoto(jpeg, key);
    const altered = sealed.slice();
    altered[40] = (altered[40] ?? 0) ^ 1;
    await expect(decryptPhoto(altered, key)).rejects.toBeInstanceOf(PhotoTamperedError);
    await expect(decryptPhoto(sealed, newPhotoCode().key)).rejects.toBeInstanceOf(
      PhotoTamperedError,
    );
  });

  it('computes the proof as HMAC-SHA256 over the label and the id bytes', async () => {
    const code = newPhotoCode();
    const expected = createHmac('sha256', Buffer.from(code.key))
      .update(Buffer.concat([Buffer.from('bildbote-photo-proof:'), uuidToBytes(code.id)]))
      .digest('base64url');
    expect(await photoProof(code)).toBe(expected);
  });
});
