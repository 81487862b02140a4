import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { Database } from '../../kernel/database/database';
import { databaseAdapterFactory, providerRecords } from './database-adapter';
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
  /** Client credentials; generated (and with `database` stored there) when not given. */
  clientId?: string;
  clientSecret?: string;
  /**
   * Where the provider keeps its state: flows, entered identities, signing key, cookie key and
   * client credentials. Given by the API, so every process on one database serves every step
   * of a flow; without it (a stand-in provider in tests) all of it lives in this process.
   */
  database?: Database;
}

export interface LocalEidProvider {
  provider: Provider;
  issuer: string;
  /** Path of the issuer on its origin, where the provider is mounted. */
  mountPath: string;
  clientId: string;
  clientSecret: string;
  /** Remembers an identity the tester entered; returns the account id (`sub`) it is known by. */
  rememberIdentity(identity: TestIdentity): Promise<string>;
}

/** What differs per provider instance unless shared: made once, stored with `database`. */
interface ProviderSecrets {
  clientId: string;
  clientSecret: string;
  /** A private JWK; RS256 in databases from before ES256. */
  signingKey: Record<string, unknown> & { alg: 'ES256' | 'RS256' };
  cookieKey: string;
}

/** Where entered identities and secrets live: the database or this process. */
interface ProviderState {
  secrets: ProviderSecrets;
  adapter: NonNullable<Configuration['adapter']>;
  identity(sub: string): Promise<TestIdentity | undefined>;
  remember(sub: string, identity: TestIdentity): Promise<void>;
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

function newSecrets(): ProviderSecrets {
  return {
    clientId: `bildbote-${randomBytes(8).toString('hex')}`,
    clientSecret: randomBytes(32).toString('base64url'),
    signingKey: signingKey(),
    cookieKey: randomBytes(32).toString('base64url'),
  };
}

async function providerState(database: Database | undefined): Promise<ProviderState> {
  if (!database) {
    const identities = new Map<string, TestIdentity>();
    return {
      secrets: newSecrets(),
      adapter: memoryAdapterFactory(),
      identity: async (sub) => identities.get(sub),
      remember: async (sub, identity) => void identities.set(sub, identity),
    };
  }
  const identities = providerRecords<TestIdentity>(database, 'TestIdentity');
  const secrets = await providerRecords<ProviderSecrets>(database, 'ProviderSecrets').getOrCreate(
    'current',
    newSecrets,
  );
  return {
    secrets,
    adapter: databaseAdapterFactory(database),
    identity: (sub) => identities.get(sub),
    remember: (sub, identity) => identities.set(sub, identity, ttl.Grant),
  };
}

/**
 * The local OpenID provider that stands in for the eID partner while EID_ISSUER is unset
 * (ARCHITECTURE.md §3): one confidential client, authorization code flow with PKCE required,
 * the tester chooses the identity on the provider's own pages. Keys, cookie secrets, client
 * credentials and all state live in `options.database` when given (shared by every process on
 * it), else in this process.
 */
export async function createLocalEidProvider(
  options: LocalEidProviderOptions,
): Promise<LocalEidProvider> {
  const { default: OidcProvider } = await importOidcProvider();
  const state = await providerState(options.database);
  const clientId = options.clientId ?? state.secrets.clientId;
  const clientSecret = options.clientSecret ?? state.secrets.clientSecret;
  const mountPath = new URL(options.issuer).pathname.replace(/\/+$/, '');

  const configuration: Configuration = {
    adapter: state.adapter,
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Bildbote',
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        // The stored key's: a database from before ES256 keeps its RSA key.
        id_token_signed_response_alg: state.secrets.signingKey.alg,
      },
    ],
    jwks: { keys: [state.secrets.signingKey] },
    cookies: { keys: [state.secrets.cookieKey] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: [...identityClaims] },
    // The ID token carries the identity itself; the eID check reads it from there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx, sub) => {
      const identity = await state.identity(sub);
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
    async rememberIdentity(identity) {
      const sub = testProviderSubject(identity);
      await state.remember(sub, identity);
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

/**
 * A fresh P-256 key for ES256 ID tokens: the provider's one client is this API, and the key is
 * made in well under a millisecond where a 2048-bit RSA key took about 90 ms of every start on a
 * fresh database (each test app).
 */
function signingKey(): ProviderSecrets['signingKey'] {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'ES256' };
}

/** The subject identifier (`sub`) the test provider gives an identity: the same each time. */
export function testProviderSubject(identity: TestIdentity): string {
  return `test-${createHash('sha256')
    .update(JSON.stringify([identity.given_name, identity.family_name, identity.birthdate]))
    .digest('base64url')
    .slice(0, 22)}`;
}
