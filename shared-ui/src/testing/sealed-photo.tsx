import {
  encryptPhoto,
  newPhotoCode,
  photoCodeUrl,
  photoProof,
  type PhotoCode,
} from '../photo-code/photo-code';

/** Bytes that start like a JPEG (SOI and APP0 markers), as the desk and the citizen page check. */
export function jpegBytes(length = 600): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  for (let i = 4; i < length; i += 1) bytes[i] = (i * 31) % 256;
  return bytes;
}

/** A photo as a studio uploaded it: the printed code, and the ciphertext the server stores. */
export interface SealedPhoto {
  code: PhotoCode;
  proof: string;
  jpeg: Uint8Array;
  ciphertext: Uint8Array;
  /** The text a scanner reads from the printed QR code. */
  url: string;
}

export async function sealedPhoto(origin = window.location.origin): Promise<SealedPhoto> {
  const code = newPhotoCode();
  const jpeg = jpegBytes();
  return {
    code,
    jpeg,
    proof: await photoProof(code),
    ciphertext: await encryptPhoto(jpeg, code.key),
    url: photoCodeUrl(origin, code),
  };
}
