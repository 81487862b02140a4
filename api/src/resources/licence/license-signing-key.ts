import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../kernel/config/config';

/** File under DATA_DIR that keeps the generated signing key when LICENSE_PRIVATE_KEY is unset. */
export const generatedLicenseKeyFile = 'license-signing-key.pem';

export interface LicenseKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SPKI PEM, for the studio software to check licence keys offline. */
  publicKeyPem: string;
  /** First 16 hex digits of the SHA-256 of the public key (DER): names the key in licences. */
  keyId: string;
}

/**
 * The platform's Ed25519 key pair for licence keys: LICENSE_PRIVATE_KEY when set (checked by
 * loadConfig), otherwise generated once and kept under DATA_DIR, like the token secret.
 */
export async function loadLicenseKeyPair(config: AppConfig): Promise<LicenseKeyPair> {
  const pem = config.licensePrivateKey ?? (await persistedPrivateKey(config.dataDir));
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(`${generatedLicenseKeyFile} enthält keinen Ed25519-Schlüssel`);
  }
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
  };
}

/**
 * Writes a fresh key to a temporary file and links it into place: the link fails when the file
 * exists, so two processes starting together end up with the same, complete key.
 */
async function persistedPrivateKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, generatedLicenseKeyFile);
  const existing = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null) return existing;
  await fs.mkdir(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return fs.readFile(file, 'utf8');
}
