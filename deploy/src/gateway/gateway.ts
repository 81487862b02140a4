import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { mountApi, registerSecurityHeaders } from 'api/src/app';
import type { AppConfig } from 'api/src/kernel/config/config';
import type { ApiDeps } from 'api/src/kernel/api-deps';
import { namedPlugin } from 'api/src/kernel/http/plugin-name';
import { trustProxyOption } from 'api/src/kernel/http/trust-proxy';
import { closeConnectionsAfterLastAnswer } from 'api/src/kernel/lifecycle/shutdown';
import { remoteFolders } from 'shared-ui/remotes/remote-names';
import { isReleaseVersion, type MissingRelease } from '../releases/release-store';
import { ActiveSite } from './active-site';
import { encodeAnswer, sendEncoded, type EncodedAnswer } from './encoded-answer';
import { robotsTxt } from './search-engine-files';
import { registerStudioPages } from './studio-pages';
import { StaticFiles } from './static-files';

/** The API in this process, with its deps and the gateway's configuration, or behind a proxy. */
export type ApiMount =
  ({ kind: 'in-process' } & Omit<ApiDeps, 'config'>) | { kind: 'proxy'; url: string };

export interface GatewayOptions {
  config: AppConfig;
  releasesDir: string;
  shellDir: string;
  api: ApiMount;
  logger: FastifyBaseLogger;
  /** Memory for static files held by the gateway (default 256 MB). */
  staticCacheBytes?: number;
  /** How often a held release file is looked for on disk again (default 1 s). */
  staticRecheckMs?: number;
}

const revalidate = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';
const knownFolders = new Set<string>(Object.values(remoteFolders));
/** Webpack output names carry a 10-character content hash; those files never change. */
const hashedAsset = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('Cache-Control', revalidate).type('text/plain').send('Nicht gefunden.');

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { config, releasesDir, shellDir } = options;
  // TRUST_PROXY names what stands in front of the gateway (a load balancer), if anything.
  const app = Fastify({
    loggerInstance: options.logger,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  closeConnectionsAfterLastAnswer(app);
  // A release folder deleted by hand from the store takes out its remote only: it is left out of
  // /remotes.json (its paths get the shell's 404 page), warned about once until it is back.
  const warnedMissing = new Set<string>();
  const warnMissing = ({ name, version, dir }: MissingRelease) => {
    const key = `${name}@${version}`;
    if (warnedMissing.has(key)) return;
    warnedMissing.add(key);
    app.log.warn(
      { remote: name, version, dir },
      `Das aktive Release ${remoteFolders[name]} ${version} fehlt im Release-Speicher; ${name} fehlt in /remotes.json, bis das Release wiederhergestellt oder eine andere Version aktiviert ist.`,
    );
  };
  const site = new ActiveSite({
    releasesDir,
    shellDir,
    publicUrl: config.publicUrl,
    onMissing: warnMissing,
    onLoaded: (active) => {
      for (const remote of active) warnedMissing.delete(`${remote.name}@${remote.version}`);
    },
  });
  const files = new StaticFiles({
    serveSourceMaps: config.serveSourceMaps,
    maxBytes: options.staticCacheBytes,
    recheckMs: options.staticRecheckMs,
  });

  /** A file from memory (too large ones streamed from disk), or 404. */
  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    root: string,
    file: string,
    { unchanging, cacheControl }: { unchanging: boolean; cacheControl: string },
  ) {
    const found = await files.lookup(root, file, unchanging);
    if (!found) return notFound(reply);
    if (found.kind === 'memory') return sendEncoded(request, reply, found.answer, cacheControl);
    reply.header('Cache-Control', cacheControl);
    return reply.sendFile(found.file, found.root, { cacheControl: false });
  }

  registerSecurityHeaders(app, config);
  // Large files that are not held in memory are streamed from disk, with their .br/.gz siblings.
  await app.register(fastifyStatic, { root: shellDir, serve: false, preCompressed: true });

  // The gateway's own answers are compressed once (see encoded-answer.ts); what the API
  // generates is compressed per answer, in this scope only.
  await app.register(
    namedPlugin('gateway-api', async (apiScope) => {
      await apiScope.register(fastifyCompress, { encodings: ['br', 'gzip'] });
      if (options.api.kind === 'in-process') {
        const { kind: _inProcess, ...deps } = options.api;
        await mountApi(apiScope, { ...deps, config });
        return;
      }
      await apiScope.register(httpProxy, {
        upstream: options.api.url,
        prefix: '/api',
        rewritePrefix: '/api',
        replyOptions: {
          // The API sees the gateway's address as its peer; it learns the client's from this
          // header (its TRUST_PROXY names the gateway). The gateway sends the address it trusts
          // itself, never a header a client made up.
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            'x-forwarded-for': request.ip,
          }),
        },
      });
    }),
  );

  app.get('/remotes.json', async (request, reply) =>
    sendEncoded(request, reply, await (await site.current()).manifest(), revalidate),
  );

  app.get<{ Params: { folder: string; version: string; '*': string } }>(
    '/remotes/:folder/:version/*',
    async (request, reply) => {
      const { folder, version } = request.params;
      if (!knownFolders.has(folder) || !isReleaseVersion(version)) return notFound(reply);
      return sendFile(
        request,
        reply,
        path.join(releasesDir, folder, version),
        request.params['*'],
        {
          unchanging: true,
          cacheControl: immutable,
        },
      );
    },
  );

  app.get<{ Params: { file: string } }>('/downloads/:file', async (request, reply) => {
    const remote = (await site.current()).remote('mfe_public');
    if (!remote) return notFound(reply);
    return sendFile(request, reply, remote.dir, `downloads/${request.params.file}`, {
      unchanging: true,
      cacheControl: revalidate,
    });
  });

  app.get('/blog/rss.xml', async (request, reply) => {
    const remote = (await site.current()).remote('mfe_blog');
    if (!remote) return notFound(reply);
    const found = await files.lookup(remote.dir, 'rss.xml', true);
    if (found?.kind !== 'memory') return notFound(reply);
    const feed: EncodedAnswer = { ...found.answer, type: 'application/rss+xml; charset=utf-8' };
    return sendEncoded(request, reply, feed, revalidate);
  });

  app.get('/sitemap.xml', async (request, reply) =>
    sendEncoded(request, reply, await (await site.current()).sitemap(), revalidate),
  );

  // Studio and town pages with their own head, 301, 404 and 410 from the API (issue 21).
  await registerStudioPages(app, {
    shellDir,
    publicUrl: config.publicUrl,
    fetchApi: async (url) => {
      const response = await app.inject({ method: 'GET', url });
      let body: unknown = null;
      try {
        body = response.json();
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      return { status: response.statusCode, body };
    },
  });

  const robots = await encodeAnswer(robotsTxt(config.publicUrl), 'text/plain; charset=utf-8');
  app.get('/robots.txt', async (request, reply) => sendEncoded(request, reply, robots, revalidate));

  // Everything else that is not an API call: a file of the shell, or the shell's page for a route.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ detail: 'Nicht gefunden.' });
    }
    // The usual origin-form ("/pfad?abfrage") without the cost of a URL parser.
    const query = request.url.indexOf('?');
    const pathname = !request.url.startsWith('/')
      ? new URL(request.url, 'http://gateway').pathname
      : query === -1
        ? request.url
        : request.url.slice(0, query);
    if (path.extname(pathname) && pathname !== '/index.html') {
      let file: string;
      try {
        file = decodeURIComponent(pathname.slice(1));
      } catch {
        return notFound(reply);
      }
      const unchanging = hashedAsset.test(file);
      return sendFile(request, reply, shellDir, file, {
        unchanging,
        cacheControl: unchanging ? immutable : revalidate,
      });
    }
    const page = await (await site.current()).page(pathname);
    return sendEncoded(request, reply, page.answer, revalidate, page.status);
  });

  return app;
}
