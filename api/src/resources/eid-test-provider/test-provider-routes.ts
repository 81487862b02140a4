import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type { InteractionResults } from 'oidc-provider';
import { namedPlugin } from '../../kernel/http/plugin-name';
import { eidScope, testProviderPath, type LocalEidProvider } from './local-eid-provider';
import {
  rejectionDescription,
  renderExpiredPage,
  renderInteractionPage,
  stylesheetFile,
} from './provider-pages';
import { readTestIdentity } from './test-identity';

const stylesheet = fs.readFileSync(path.join(__dirname, 'test-provider.css'), 'utf8');
const formBodyLimit = 4096;
const providerMethods = ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'] as const;

interface InteractionParams {
  uid: string;
}

/**
 * Serves the local test provider at `testProviderPath` of `app` (register inside the scope whose
 * prefix makes up the issuer's path): the provider's own endpoints (discovery, authorization,
 * token, JWKS, ...) handed to oidc-provider untouched, and the interaction pages where the
 * tester chooses the identity.
 */
export async function mountLocalEidProvider(
  app: FastifyInstance,
  local: LocalEidProvider,
): Promise<void> {
  const expectedMount = `${app.prefix}${testProviderPath}`;
  if (local.mountPath !== expectedMount) {
    throw new Error(
      `Der Test-Identitätsanbieter gehört nach ${local.mountPath}, nicht ${expectedMount}.`,
    );
  }
  const { provider, mountPath } = local;
  const issuer = new URL(local.issuer);
  const callback = provider.callback();

  /** Hands the raw request to the provider before Fastify reads the body. */
  async function toProvider(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    // The provider builds its URLs from host and scheme: always those of its issuer.
    raw.headers.host = issuer.host;
    raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
    delete raw.headers['x-forwarded-host'];
    raw.originalUrl = raw.url;
    raw.url = raw.url?.slice(mountPath.length) || '/';
    await callback(raw, reply.raw);
  }

  for (const url of [testProviderPath, `${testProviderPath}/*`]) {
    app.route({
      method: [...providerMethods],
      url,
      schema: { hide: true },
      onRequest: toProvider,
      handler: async () => undefined,
    });
  }

  await app.register(
    namedPlugin('eid-test-provider-pages', async (pages) => {
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: formBodyLimit },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      pages.get(
        `${testProviderPath}${stylesheetFile}`,
        { schema: { hide: true } },
        (_request, reply) =>
          reply
            .header('cache-control', 'no-cache')
            .type('text/css; charset=utf-8')
            .send(stylesheet),
      );

      const sendPage = (reply: FastifyReply, statusCode: number, html: string) =>
        reply.code(statusCode).type('text/html; charset=utf-8').send(html);

      /** The interaction behind the cookie, when it is the one of the address. */
      async function currentInteraction(
        request: FastifyRequest<{ Params: InteractionParams }>,
        reply: FastifyReply,
      ) {
        try {
          const details = await provider.interactionDetails(request.raw, reply.raw);
          return details.uid === request.params.uid ? details : null;
        } catch {
          return null;
        }
      }

      pages.get<{ Params: InteractionParams }>(
        `${testProviderPath}/interaction/:uid`,
        { schema: { hide: true } },
        async (request, reply) => {
          const interaction = await currentInteraction(request, reply);
          if (!interaction) return sendPage(reply, 400, renderExpiredPage(mountPath));
          return sendPage(reply, 200, renderInteractionPage({ mountPath, uid: interaction.uid }));
        },
      );

      pages.post<{ Params: InteractionParams; Body: Record<string, unknown> }>(
        `${testProviderPath}/interaction/:uid/identity`,
        { schema: { hide: true } },
        async (request, reply) => {
          const interaction = await currentInteraction(request, reply);
          if (!interaction) return sendPage(reply, 400, renderExpiredPage(mountPath));
          const read = readTestIdentity(request.body ?? {});
          if ('errors' in read) {
            return sendPage(
              reply,
              400,
              renderInteractionPage({ mountPath, uid: interaction.uid, ...read }),
            );
          }
          const accountId = await local.rememberIdentity(read.identity);
          const grant = new provider.Grant({
            accountId,
            clientId: String(interaction.params.client_id),
          });
          grant.addOIDCScope(
            typeof interaction.params.scope === 'string' ? interaction.params.scope : eidScope,
          );
          const result: InteractionResults = {
            login: { accountId },
            consent: { grantId: await grant.save() },
          };
          const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
            mergeWithLastSubmission: false,
          });
          return reply.redirect(returnTo, 303);
        },
      );

      pages.post<{ Params: InteractionParams }>(
        `${testProviderPath}/interaction/:uid/abort`,
        { schema: { hide: true } },
        async (request, reply) => {
          const interaction = await currentInteraction(request, reply);
          if (!interaction) return sendPage(reply, 400, renderExpiredPage(mountPath));
          const returnTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            { error: 'access_denied', error_description: rejectionDescription },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(returnTo, 303);
        },
      );
    }),
  );
}

/**
 * The server's own requests to the local provider (discovery, token, JWKS) as in-process
 * requests to `app`: no loopback connection, so they work whatever address the site is
 * published at.
 */
export function inProcessFetch(app: FastifyInstance, local: LocalEidProvider): CustomFetch {
  const issuer = new URL(local.issuer);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== issuer.origin || !target.pathname.startsWith(local.mountPath)) {
      throw new TypeError(`Keine Anfrage an den Test-Identitätsanbieter: ${url}`);
    }
    const answer = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: issuer.host },
      ...(options.body === undefined || options.body === null
        ? {}
        : { payload: bodyText(options.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) headers.append(name, String(item));
      }
    }
    const empty = [204, 205, 304].includes(answer.statusCode);
    const body = empty ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers });
  };
}

function bodyText(body: NonNullable<Parameters<CustomFetch>[1]['body']>): string | Buffer {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || body instanceof Uint8Array)
    return Buffer.from(body as Uint8Array);
  throw new TypeError('Nicht unterstützter Anfrageinhalt an den Test-Identitätsanbieter');
}
