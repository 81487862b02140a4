import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/config';
import type { Clock } from '../clock';

/**
 * Short-lived signed links for files the browser fetches by plain navigation (a download link
 * carries no bearer token): the installers of the studio software and the trade-proof PDFs.
 * The signature is an HMAC-SHA-256 over the resource and the expiry, keyed with a key derived
 * from JWT_SECRET, so a link cannot be altered, extended or reused for another file.
 */
export interface SignedQuery {
  /** Expiry as Unix seconds. */
  expires: string;
  /** base64url HMAC-SHA-256. */
  signature: string;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export interface SignedLinks {
  /** The query parameters that make `resource` available for `lifetimeMs` from now. */
  sign(resource: string, lifetimeMs: number): SignedQuery & { expiresAt: Date };
  check(resource: string, query: Partial<SignedQuery>): LinkCheck;
}

export function createSignedLinks(config: AppConfig, clock: Clock): SignedLinks {
  const key = createHmac('sha256', config.jwtSecret).update('bildbote:signed-link').digest();
  const signatureOf = (resource: string, expires: string) =>
    createHmac('sha256', key).update(`${resource}\n${expires}`, 'utf8').digest();

  return {
    sign(resource, lifetimeMs) {
      const expiresAt = new Date(Math.ceil((clock().getTime() + lifetimeMs) / 1000) * 1000);
      const expires = String(expiresAt.getTime() / 1000);
      return {
        expires,
        signature: signatureOf(resource, expires).toString('base64url'),
        expiresAt,
      };
    },

    check(resource, { expires, signature }) {
      if (!expires || !signature || !/^[0-9]{1,12}$/.test(expires)) return 'invalid';
      const expected = signatureOf(resource, expires);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) * 1000 > clock().getTime() ? 'valid' : 'expired';
    },
  };
}

/** `path?expires=…&signature=…` */
export function withSignedQuery(path: string, query: SignedQuery): string {
  const search = new URLSearchParams({ expires: query.expires, signature: query.signature });
  return `${path}?${search.toString()}`;
}
