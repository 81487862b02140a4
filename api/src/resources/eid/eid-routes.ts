import type { FastifyInstance } from 'fastify';
import {
  EidRefusalBody,
  EidStartAnswerBody,
  EidStartBody,
  EidVerificationBody,
  EidVerifiedBody,
  type EidDisplay,
  type EidRefusal,
  type EidStartAnswer,
  type EidVerified,
} from 'shared-ui/contracts/eid-contract';
import type { ApiRoutes } from '../../kernel/api-deps';
import type { AppConfig } from '../../kernel/config/config';
import type { Database } from '../../kernel/database/database';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import {
  createLocalEidProvider,
  eidScope,
  testProviderPath,
} from '../eid-test-provider/local-eid-provider';
import { inProcessFetch, mountLocalEidProvider } from '../eid-test-provider/test-provider-routes';
import { ApiError } from '../../kernel/http/api-error';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import type { RateLimitRule } from '../../kernel/rate-limit/rate-limiter';
import {
  createEidClient,
  isLoopback,
  ProviderFailure,
  type EidProviderConnection,
} from './eid-client';
import { claimFlow, startFlow } from './eid-flows';
import { eidMessages, mismatchMessage, providerFailureMessages } from './eid-messages';
import { identityMismatches } from './identity-match';
import { eidPseudonym, recordIdentification } from './identification-billing';

/** The page of mfe-admin the provider sends the person back to (signed-in-area.md §2). */
export const eidRedirectPath = '/adesso-redirect';

/** Each start asks the provider for a new flow; ten in ten minutes is plenty for a person. */
export const eidStartsPerAccount: RateLimitRule = {
  name: 'eid-start-account',
  limit: 10,
  windowMs: 10 * 60_000,
};

/** The studio roles of signed-in-area.md §6; everyone of them identifies themselves. */
const identifyingRoles = ['owner', 'manager', 'employee'] as const;

const refusalStatus = { unknown: 400, expired: 400, replayed: 409 } as const;
const refusalMessage = {
  unknown: eidMessages.unknownFlow,
  expired: eidMessages.expiredFlow,
  replayed: eidMessages.replayedCode,
} as const;
const failureStatus = {
  'code-rejected': 400,
  'client-rejected': 502,
  unavailable: 502,
  'invalid-answer': 502,
} as const;

/** Refusals carry the text as `message` (read by the spec's client) and as `detail`. */
function refusal(statusCode: number, message: string): ApiError {
  const body: EidRefusal = { message, detail: message };
  return ApiError.withBody(statusCode, body);
}

/**
 * eID identification through OpenID Connect (ARCHITECTURE.md §3, §4): `eid-start` begins the
 * authorization code flow for the signed-in person, `eid-verify` redeems the code the provider
 * sent back, compares the confirmed identity with the profile, sets the eID flag and bills the
 * person's first identification. Without EID_ISSUER the local test provider is mounted here.
 */
export const eidRoutes: ApiRoutes = async (app, deps) => {
  const { database } = deps;
  const clock = deps.clock;
  const { limiter } = deps;
  const connection = await providerConnection(app, deps.config, database.db);
  const client = createEidClient(connection);
  const signedIn = requireUser(deps, { roles: identifyingRoles });

  app.post(
    '/photobooth/eid-start/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['eID'],
        summary: 'eID-Verifizierung beginnen',
        description:
          'Beginnt den Autorisierungscode-Fluss (PKCE, state, nonce) beim eID-Anbieter für die angemeldete Person und gibt die Adresse seiner Anmeldeseite zurück: `display=page` für das Popup am Desktop, `touch` für Mobilgeräte. Ein neuer Start ersetzt einen offenen; er gilt 10 Minuten.',
        security: bearerSecurity,
        body: EidStartBody,
        response: {
          200: EidStartAnswerBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: DetailBody,
          429: DetailBody,
          502: EidRefusalBody,
        },
      },
    },
    async (request) => {
      const { user } = signedInAccount(request);
      await limiter.enforce(eidStartsPerAccount, String(user.id), eidMessages.tooManyStarts);
      const display: EidDisplay = request.body.display;
      const flow = await startFlow(database.db, user.id, display, clock());
      try {
        const answer: EidStartAnswer = {
          authorization_url: await client.authorizationUrl(flow, display),
        };
        return answer;
      } catch (error) {
        if (!(error instanceof ProviderFailure)) throw error;
        request.log.warn({ err: error.cause }, 'eID-Anbieter nicht erreichbar');
        throw refusal(502, providerFailureMessages[error.kind]);
      }
    },
  );

  app.post(
    '/photobooth/eid-verify/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['eID'],
        summary: 'eID-Code einlösen',
        description:
          'Löst den Code ein, den der eID-Anbieter an /adesso-redirect zurückgegeben hat (einmalig). `state` und `iss` aus derselben Adresse (über die Spezifikation hinaus, die nur `code` nennt) binden die Antwort an den begonnenen Fluss und an den Anbieter (RFC 9207). Name und Geburtsdatum aus dem ID-Token müssen zum Profil passen; dann wird EID_verified gesetzt und die erste Identifizierung der Person einmalig mit 0,99 EUR abgerechnet.',
        security: bearerSecurity,
        body: EidVerificationBody,
        response: {
          200: EidVerifiedBody,
          400: EidRefusalBody,
          401: DetailBody,
          403: DetailBody,
          409: EidRefusalBody,
          422: EidRefusalBody,
          502: EidRefusalBody,
        },
      },
    },
    async (request) => {
      const account = signedInAccount(request);
      const { code, state, iss } = request.body;
      if (!state) throw refusal(400, eidMessages.missingState);
      const claim = await claimFlow(database.db, account.user.id, state, clock());
      if (!claim.claimed) {
        throw refusal(refusalStatus[claim.reason], refusalMessage[claim.reason]);
      }
      let claims;
      try {
        claims = await client.exchange({ code, ...(iss ? { iss } : {}) }, claim.flow);
      } catch (error) {
        if (!(error instanceof ProviderFailure)) throw error;
        request.log.warn({ err: error.cause, kind: error.kind }, 'eID-Code nicht eingelöst');
        throw refusal(failureStatus[error.kind], providerFailureMessages[error.kind]);
      }
      const mismatches = identityMismatches(account.user, claims);
      if (mismatches.length > 0) {
        request.log.info({ mismatches }, 'eID-Identität passt nicht zum Profil');
        throw refusal(422, mismatchMessage(mismatches));
      }
      const pseudonym = eidPseudonym(deps.config, connection.issuer, claims.subject);
      const billed = await recordIdentification(database.db, account, clock(), pseudonym);
      request.log.info({ userId: account.user.id, billed }, 'eID-Identifizierung bestätigt');
      const answer: EidVerified = { message: eidMessages.verified, EID_verified: true };
      return answer;
    },
  );
};

/** EID_ISSUER when configured; otherwise the local test provider, mounted in this scope. */
async function providerConnection(
  app: FastifyInstance,
  config: AppConfig,
  db: Database,
): Promise<EidProviderConnection> {
  const redirectUri = `${config.publicUrl}${eidRedirectPath}`;
  if (config.eid) {
    return {
      ...config.eid,
      redirectUri,
      scope: eidScope,
      allowHttp: isLoopback(config.eid.issuer),
    };
  }
  const local = await createLocalEidProvider({
    issuer: `${config.publicUrl}${app.prefix}${testProviderPath}`,
    redirectUri,
    // Flows, identities and keys in the database: any process may serve any step.
    database: db,
  });
  await mountLocalEidProvider(app, local);
  return {
    issuer: local.issuer,
    clientId: local.clientId,
    clientSecret: local.clientSecret,
    redirectUri,
    scope: eidScope,
    fetch: inProcessFetch(app, local),
    allowHttp: true,
  };
}
