import * as oidc from 'openid-client';
import type { EidDisplay } from 'shared-ui/contracts/eid-contract';

/** Where the eID check gets its identities from: EID_ISSUER or the local test provider. */
export interface EidProviderConnection {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_URL}/adesso-redirect`, registered with the provider. */
  redirectUri: string;
  scope: string;
  /** Requests of the server to the provider; the local provider answers in-process. */
  fetch?: oidc.CustomFetch;
  /** Plain http is accepted only for the local provider and loopback addresses. */
  allowHttp: boolean;
}

/** One authorization flow's secrets, kept on the server (see eid-flows.ts). */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The parameters the provider appended to the redirect URI. */
export interface ProviderAnswer {
  code: string;
  /** The issuer (RFC 9207) against mix-ups; required when the provider announces it. */
  iss?: string;
}

/** The claims the profile is compared with; missing ones stay undefined. */
export interface EidClaims {
  given_name?: unknown;
  family_name?: unknown;
  birthdate?: unknown;
}

/** What a redeemed code confirms: the identity, and who the provider knows the person as. */
export interface EidIdentification extends EidClaims {
  /** The provider's subject identifier (`sub` of the checked ID token), stable per person. */
  subject: string;
}

export type ProviderFailureKind =
  /** The provider refused the code: unknown, expired, already redeemed, or not this flow's. */
  | 'code-rejected'
  /** The provider refused the client itself (credentials, registration). */
  | 'client-rejected'
  /** No usable answer: network, provider down, answer not OAuth. */
  | 'unavailable'
  /** An answer that failed the checks (signature, issuer, audience, nonce, expiry). */
  | 'invalid-answer';

export class ProviderFailure extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    options: { cause: unknown },
  ) {
    super(`eID-Anbieter: ${kind}`, options);
    this.name = 'ProviderFailure';
  }
}

export interface EidClient {
  authorizationUrl(flow: FlowSecrets, display: EidDisplay): Promise<string>;
  /** Redeems the code once (PKCE, state and nonce checked) and returns the identity claims. */
  exchange(answer: ProviderAnswer, flow: FlowSecrets): Promise<EidIdentification>;
}

const unreachableCodes = new Set<string>([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

function failureKind(error: unknown): ProviderFailureKind {
  if (error instanceof oidc.ResponseBodyError) {
    return error.error === 'invalid_grant' ? 'code-rejected' : 'client-rejected';
  }
  if (error instanceof TypeError) return 'unavailable';
  if (error instanceof oidc.ClientError && unreachableCodes.has(error.code ?? '')) {
    return 'unavailable';
  }
  return 'invalid-answer';
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopback(url: string): boolean {
  return loopbackHosts.has(new URL(url).hostname);
}

/**
 * The OpenID Connect relying party (openid-client): authorization code flow with PKCE (S256),
 * state and nonce. The provider's metadata is discovered on first use and kept; a failed
 * discovery is retried by the next call.
 */
export function createEidClient(connection: EidProviderConnection): EidClient {
  let configuration: Promise<oidc.Configuration> | null = null;

  function configured(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(
        new URL(connection.issuer),
        connection.clientId,
        { redirect_uris: [connection.redirectUri], response_types: ['code'] },
        oidc.ClientSecretBasic(connection.clientSecret),
        {
          ...(connection.fetch ? { [oidc.customFetch]: connection.fetch } : {}),
          ...(connection.allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  }

  return {
    async authorizationUrl(flow, display) {
      let config: oidc.Configuration;
      try {
        config = await configured();
      } catch (cause) {
        throw new ProviderFailure('unavailable', { cause });
      }
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: connection.redirectUri,
          response_type: 'code',
          scope: connection.scope,
          state: flow.state,
          nonce: flow.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
          code_challenge_method: 'S256',
          display,
        })
        .toString();
    },

    async exchange({ code, iss }, flow) {
      try {
        const config = await configured();
        const callback = new URL(connection.redirectUri);
        callback.searchParams.set('code', code);
        callback.searchParams.set('state', flow.state);
        if (iss !== undefined) callback.searchParams.set('iss', iss);
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('Antwort ohne ID-Token');
        const fromIdToken = identityClaimsOf(idToken);
        const subject = idToken.sub;
        if (Object.keys(fromIdToken).length === identityClaimNames.length) {
          return { ...fromIdToken, subject };
        }
        // Some providers put the identity only into the userinfo answer.
        const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, subject);
        return { ...identityClaimsOf(userInfo), ...fromIdToken, subject };
      } catch (cause) {
        throw new ProviderFailure(failureKind(cause), { cause });
      }
    },
  };
}

const identityClaimNames = ['given_name', 'family_name', 'birthdate'] as const;

function identityClaimsOf(claims: Record<string, unknown>): EidClaims {
  const picked: EidClaims = {};
  for (const name of identityClaimNames) {
    if (claims[name] !== undefined) picked[name] = claims[name];
  }
  return picked;
}
