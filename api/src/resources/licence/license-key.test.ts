import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createTestConfig } from '../../kernel/testing/test-config';
import { signLicenseKey, verifyLicenseKey } from './license-key';
import type { LicensePayload } from './license-key';
import { generatedLicenseKeyFile, loadLicenseKeyPair } from './license-signing-key';

const platform = generateKeyPairSync('ed25519');

const payload: LicensePayload = {
  typ: 'bildbote-lizenz',
  kid: '0123456789abcdef',
  license_hash: 'a'.repeat(64),
  company: { id: 7, name: 'Foto Schmidt' },
  locations: [
    { id: 3, name: 'Foto Nord', address: 'Holstenstraße 1', zipcode: '24103', city: 'Kiel' },
  ],
  issued_at: '2026-11-22T09:00:00.000Z',
};

/** Replaces one character of a base64url text with another valid one. */
function flip(text: string, index: number): string {
  const replacement = text[index] === 'A' ? 'B' : 'A';
  return `${text.slice(0, index)}${replacement}${text.slice(index + 1)}`;
}

describe('licence keys', () => {
  it('verify offline with the public key and give back the payload', () => {
    const key = signLicenseKey(payload, platform.privateKey);

    expect(key).toMatch(/^BBL1\.[\w-]+\.[\w-]+$/);
    expect(verifyLicenseKey(key, platform.publicKey)).toEqual(payload);
    const pem = platform.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(verifyLicenseKey(`${key}\n`, pem)).toEqual(payload);
  });

  it('fail when the payload is tampered with', () => {
    const key = signLicenseKey(payload, platform.privateKey);
    const [prefix, body, signature] = key.split('.') as [string, string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...payload,
        locations: [...payload.locations, { ...payload.locations[0], id: 4 }],
      }),
    ).toString('base64url');

    expect(
      verifyLicenseKey(`${prefix}.${otherPayload}.${signature}`, platform.publicKey),
    ).toBeNull();
    expect(
      verifyLicenseKey(`${prefix}.${flip(body, 10)}.${signature}`, platform.publicKey),
    ).toBeNull();
  });

  it('fail when the signature is tampered with or comes from another key', () => {
    const key = signLicenseKey(payload, platform.privateKey);
    const [prefix, body, signature] = key.split('.') as [string, string, string];
    const stranger = generateKeyPairSync('ed25519');

    expect(
      verifyLicenseKey(`${prefix}.${body}.${flip(signature, 5)}`, platform.publicKey),
    ).toBeNull();
    expect(
      verifyLicenseKey(signLicenseKey(payload, stranger.privateKey), platform.publicKey),
    ).toBeNull();
  });

  it.each(['', 'BBL1', 'BBL1.abc', 'BBL2.abc.def', 'BBL1.a b.c', 'BBL1.abc.def.ghi'])(
    'refuse the malformed key %j',
    (key) => {
      expect(verifyLicenseKey(key, platform.publicKey)).toBeNull();
    },
  );
});

describe('the platform key pair', () => {
  it('is generated once under DATA_DIR and kept', async () => {
    const config = createTestConfig();
    try {
      const first = await loadLicenseKeyPair(config);
      const second = await loadLicenseKeyPair(config);

      expect(second.publicKeyPem).toBe(first.publicKeyPem);
      expect(first.keyId).toMatch(/^[0-9a-f]{16}$/);
      const file = path.join(config.dataDir, generatedLicenseKeyFile);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('is LICENSE_PRIVATE_KEY when set, writing nothing', async () => {
    const pem = platform.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const config = createTestConfig({ LICENSE_PRIVATE_KEY: pem });

    const pair = await loadLicenseKeyPair(config);

    expect(pair.publicKeyPem).toBe(platform.publicKey.export({ type: 'spki', format: 'pem' }));
    expect(fs.existsSync(config.dataDir)).toBe(false);
  });
});
