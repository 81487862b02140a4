/**
 * Example for studio-software vendors (docs/photo-transfer.md): encrypts a JPEG, uploads it and
 * prints the code URL that goes into the printed QR code.
 *
 *   npx tsx api/src/resources/photos/example-upload.ts --api http://localhost:8080 \
 *     --token <access token> --location <location id> photo.jpg
 *
 * `--public-url` sets the site address in the code (default: the `--api` address).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  encryptPhoto,
  looksLikeJpeg,
  newPhotoCode,
  photoCodeUrl,
  photoProof,
} from 'shared-ui/photo-code/photo-code';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      api: { type: 'string' },
      token: { type: 'string' },
      location: { type: 'string' },
      'public-url': { type: 'string' },
    },
  });
  const [file] = positionals;
  if (!values.api || !values.token || !values.location || !file) {
    throw new Error(
      'Aufruf: example-upload.ts --api <URL> --token <Zugriffstoken> --location <Standort-ID> foto.jpg',
    );
  }
  const jpeg = new Uint8Array(fs.readFileSync(file));
  if (!looksLikeJpeg(jpeg)) throw new Error(`${file} ist keine JPEG-Datei.`);

  // 1. A fresh id and key per photo; the key never leaves this program except in the code.
  const code = newPhotoCode();
  // 2. IV ‖ AES-256-GCM ciphertext, and the proof of possession the server keeps as a hash.
  const ciphertext = await encryptPhoto(jpeg, code.key);
  const proof = await photoProof(code);

  const form = new FormData();
  form.append('id', code.id);
  form.append('location_id', values.location);
  form.append('captured_at', new Date().toISOString());
  form.append('proof', proof);
  form.append(
    'ciphertext',
    // A copy backed by a plain ArrayBuffer, the only kind Blob accepts in the DOM typings.
    new Blob([new Uint8Array(ciphertext)], { type: 'application/octet-stream' }),
    'photo.bin',
  );

  const answer = await fetch(new URL('/api/photos/', values.api), {
    method: 'POST',
    headers: { authorization: `Bearer ${values.token}` },
    body: form,
  });
  const body = await answer.text();
  if (answer.status !== 201 && answer.status !== 200) {
    throw new Error(`Upload abgelehnt (HTTP ${answer.status}): ${body}`);
  }
  // 3. This URL is printed as a QR code for the citizen; it is shown nowhere else.
  console.log(photoCodeUrl(values['public-url'] ?? values.api, code));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
