import { sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * Licence keys of the studio software (ARCHITECTURE.md §3): signed with Ed25519 by the platform,
 * bound to the company and its approved locations, checkable offline with the public key.
 *
 * Format: `BBL1.<payload>.<signature>`, both parts base64url; the signature covers the ASCII
 * text `BBL1.<payload>`, the payload is UTF-8 JSON (`LicensePayload`).
 */
export const licenseKeyPrefix = 'BBL1';

export interface LicensedLocation {
  id: number;
  name: string;
  address: string;
  zipcode: string;
  city: string;
}

export interface LicensePayload {
  typ: 'bildbote-lizenz';
  /** Names the platform key that signed it (see license-public-key/). */
  kid: string;
  /** SHA-256 (hex) of the company's licence id, as verify-otp hands it to owners. */
  license_hash: string;
  company: { id: number; name: string };
  locations: LicensedLocation[];
  /** ISO 8601. */
  issued_at: string;
}

export function signLicenseKey(payload: LicensePayload, privateKey: KeyObject): string {
  const body = `${licenseKeyPrefix}.${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`;
  const signature = sign(null, Buffer.from(body, 'ascii'), privateKey);
  return `${body}.${signature.toString('base64url')}`;
}

/**
 * The payload of a genuine licence key, or null when the key is malformed, altered or signed
 * by another key. What the studio software does offline with the published public key.
 */
export function verifyLicenseKey(
  licenseKey: string,
  publicKey: KeyObject | string,
): LicensePayload | null {
  const parts = licenseKey.trim().split('.');
  if (parts.length !== 3 || parts[0] !== licenseKeyPrefix) return null;
  const [prefix, payload, signature] = parts as [string, string, string];
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(payload) || !base64url.test(signature)) return null;
  let genuine: boolean;
  try {
    genuine = verify(
      null,
      Buffer.from(`${prefix}.${payload}`, 'ascii'),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    return null;
  }
  if (!genuine) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LicensePayload;
    return parsed.typ === 'bildbote-lizenz' ? parsed : null;
  } catch {
    return null;
  }
}
