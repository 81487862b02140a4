import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { decryptPhoto, parsePhotoCodeUrl, photoProof } from 'shared-ui/photo-code/photo-code';
import { bearer, useTestApp } from '../accounts/testing/identity-test-kit';
import { createTestAuthority } from '../authorities/testing/authority-fixtures';
import { createPhotoStudio, sampleJpeg, withProof } from './testing/photo-test-kit';

const testApp = useTestApp();
const run = promisify(execFile);

it('uploads a JPEG with the vendor example script; the authority decrypts the same bytes', async () => {
  // The script stamps captured_at with the real time; the app's test clock must agree.
  testApp.clock.advance(Date.now() - testApp.clock().getTime());
  const studio = await createPhotoStudio(testApp);
  const authority = await createTestAuthority(testApp);
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-example-')), 'foto.jpg');
  fs.writeFileSync(file, sampleJpeg);

  const { stdout } = await run(
    'npx',
    [
      'tsx',
      path.join(__dirname, 'example-upload.ts'),
      '--api',
      `http://127.0.0.1:${port}`,
      '--token',
      studio.owner.accessToken,
      '--location',
      String(studio.locationId),
      '--public-url',
      'https://bildbote.example',
      file,
    ],
    { cwd: path.resolve(__dirname, '../../../..') },
  );

  const url = stdout.trim();
  expect(url).toMatch(/^https:\/\/bildbote\.example\/p#1\.[A-Za-z0-9_-]{64}$/);
  const parsed = parsePhotoCodeUrl(url);
  if (!parsed.ok) throw new Error(`Kein Code: ${url}`);
  const retrieved = await withProof(
    testApp,
    'GET',
    `/api/authority/photos/${parsed.code.id}/`,
    await photoProof(parsed.code),
    bearer(authority.clerk.accessToken),
  );
  expect(retrieved.statusCode).toBe(200);
  const plain = await decryptPhoto(new Uint8Array(retrieved.rawPayload), parsed.code.key);
  expect(Buffer.from(plain).equals(Buffer.from(sampleJpeg))).toBe(true);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}, 120_000);
