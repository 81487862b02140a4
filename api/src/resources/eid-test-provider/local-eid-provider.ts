import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { memoryAdapterFactory } from './memory-adapter';
import { renderProviderError } from './provider-pages';
import type { TestIdentity } from './test-identity';

/** Where the local test provider lives, below the API's `/api` prefix. */
export const testProviderPath = '/eid-test-provider';

/** The claims the eID check needs; standard OpenID claims of the `profile` scope. */
export const eidScope = 'openid profile';
const identityClaims = ['given_name', 'family_name', 'birthdate'] as const;

export interface LocalEidProviderOptions {
  /** Absolute issuer URL, e.g. `https://bildbote.de/api/eid-test-provider`. */
  issuer: string;
  /** The one redirect URI of the one client, `${PUBLIC_URL}/adesso-redirect`. */
  redirectUri: string;
  /** Client credentials; generated for this process when not given. */
  clientId?: string;
  clientSecret?: string;
}

export interface LocalEidProvider {
  provider: Provider;
  issuer: string;
  /** Path of the issuer on its origin, where the provider is mounted. */
  mountPath: string;
  clientId: string;
  clientSecret: string;
  /** Remembers an identity the tester entered; returns the account id (`sub`) it is known by. */
  rememberIdentity(identity: TestIdentity): string;
}

/** Lifetimes in seconds: short, the provider only serves single identifications. */
const ttl = {
  AccessToken: 300,
  AuthorizationCode: 120,
  IdToken: 300,
  Interaction: 1800,
  Session: 1800,
  Grant: 1800,
} as const;

/**
 * The local OpenID provider that stands in for the eID partner while EID_ISSUER is unset
 * (ARCHITECTURE.md §3): one confidential client, authorization code flow with PKCE required,
 * the tester chooses the identity on the provider's own pages. Keys, cookie secrets, client
 * credentials and all state live in this process.
 */
export async function createLocalEidProvider(
  options: LocalEidProviderOptions,
): Promise<LocalEidProvider> {
  const { default: OidcProvider } = await importOidcProvider();
  const clientId = options.clientId ?? `bildbote-${randomBytes(8).toString('hex')}`;
  const clientSecret = options.clientSecret ?? randomBytes(32).toString('base64url');
  const mountPath = new URL(options.issuer).pathname.replace(/\/+$/, '');
  const identities = new Map<string, TestIdentity>();

  const configuration: Configuration = {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Bildbote',
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: [...identityClaims] },
    // The ID token carries the identity itself; the eID check reads it from there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx, sub) => {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...identity }) };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderProviderError(mountPath, out);
    },
    ttl,
  };

  const provider = new OidcProvider(options.issuer, configuration);
  // Requests reach the provider with the issuer's host and scheme (see mountLocalEidProvider).
  provider.proxy = true;

  return {
    provider,
    issuer: options.issuer,
    mountPath,
    clientId,
    clientSecret,
    rememberIdentity(identity) {
      const sub = testProviderSubject(identity);
      identities.set(sub, identity);
      return sub;
    },
  };
}

/**
 * Loaded only when needed: the module is ESM-only and of no use with a real provider. On load,
 * oidc-provider 9 warns that it supports Node 22 and later; the platform runs on Node 20
 * (ARCHITECTURE.md §7), where the API and browser tests exercise the test provider, so that one
 * warning is left out of the logs. Every other warning passes.
 */
async function importOidcProvider(): Promise<{ default: typeof Provider }> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

/** A fresh RSA key for RS256, the ID token algorithm every OpenID client supports. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' };
}

/** The subject identifier (`sub`) the test provider gives an identity: the same each time. */
export function testProviderSubject(identity: TestIdentity): string {
  return `test-${createHash('sha256')
    .update(JSON.stringify([identity.given_name, identity.family_name, identity.birthdate]))
    .digest('base64url')
    .slice(0, 22)}`;
}
