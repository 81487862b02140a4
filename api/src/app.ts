import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import packageJson from '../package.json';
import { resolveApiContext } from './kernel/api-deps';
import type { ApiDeps } from './kernel/api-deps';
import { apiRoutes } from './api-routes';
import type { AppConfig } from './kernel/config/config';
import { applyApiConventions, sendNotFound } from './kernel/http/api-conventions';
import { namedPlugin } from './kernel/http/plugin-name';
import { trustProxyOption } from './kernel/http/trust-proxy';
import { closeConnectionsAfterLastAnswer } from './kernel/lifecycle/shutdown';
import { createLogger } from './kernel/logging/logger';
import { contentSecurityPolicy } from './kernel/security/content-security-policy';
import { permissionsPolicy } from './kernel/security/permissions-policy';
import { authorityKeyScheme } from './resources/authorities/authority-api-keys';

/**
 * The standalone API server. It is assembled from the same two pieces the gateway (deploy/)
 * uses to mount the API in its own Fastify root, so both serve identical answers.
 * The database is the caller's: open and migrate it before, close it after `app.close()`.
 */
export async function buildApp({
  logger,
  ...deps
}: ApiDeps & { logger?: FastifyBaseLogger }): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    // request.ip (every per-IP limit, every recorded address) is the client's only when the
    // proxies in front are named; an untrusted peer's X-Forwarded-For is ignored.
    trustProxy: trustProxyOption(config.trustProxy),
  });
  closeConnectionsAfterLastAnswer(app);
  registerSecurityHeaders(app, config);
  await mountApi(app, deps);
  app.setNotFoundHandler(sendNotFound);
  return app;
}

/**
 * The headers helmet sets for these options, worked out once. (@fastify/helmet, used before,
 * built helmet's middleware anew on every request and parsed the CSP each time.)
 */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers for every response of the site: the content security policy, the
 * Permissions-Policy, nosniff, Referrer-Policy, no framing, and HSTS when the site is served
 * over HTTPS. Register on the root. Set on the raw response, so answers written outside
 * Fastify's reply (the local eID provider's pages) carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
    xFrameOptions: { action: 'deny' },
    // The desktop eID flow opens the identity provider in a popup and reads its address when it
    // comes back: 'same-origin' would cut the opener off from a popup on another origin.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  headers.push(['permissions-policy', permissionsPolicy]);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** All API routes under `/api`, with the API's own not-found and error handling and docs. */
export async function mountApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(
    namedPlugin('bildbote-api', async (api) => {
      applyApiConventions(api);
      await api.register(swagger, {
        openapi: {
          openapi: '3.1.0',
          info: {
            title: 'Bildbote API',
            description:
              'Schnittstelle der Bildbote-Plattform für digitale biometrische Passbilder.',
            version: packageJson.version,
          },
          components: {
            securitySchemes: {
              bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
              authorityKey: authorityKeyScheme,
            },
          },
        },
      });
      await api.register(swaggerUi, {
        routePrefix: '/docs',
        // The UI builds its asset links from this; it does not see the scope's prefix.
        indexPrefix: '/api',
      });
      // Services (mailer, rate limiter, clock, password hasher) are built once here and handed to
      // every resource.
      const context = resolveApiContext(deps, api.log);
      api.addHook('onClose', async () => {
        await context.mailer.close();
        if (!deps.passwords) await context.passwords.close();
      });
      for (const routes of apiRoutes) await api.register(namedPlugin(routes.name, routes), context);
    }),
    { prefix: '/api' },
  );
}
