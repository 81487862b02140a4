import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
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
import type { OpenedDatabase } from 'api/src/kernel/database/database';
import { trustProxyOption } from 'api/src/kernel/http/trust-proxy';
import { closeConnectionsAfterLastAnswer } from 'api/src/kernel/lifecycle/shutdown';
import { remoteFolders, type RemoteName } from 'shared-ui/remotes/remote-names';
import type { RouteMeta } from 'shared-ui/routing/route-meta';
import {
  isReleaseVersion,
  readActiveRemotes,
  remotesManifest,
  type ActiveRemote,
  type MissingRelease,
} from '../releases/release-store';
import { renderShellDocument } from './html-document';
import { remotePreloads } from './remote-preloads';
import { isIndexable, robotsTxt, sitemapXml } from './search-engine-files';

export type ApiMount =
  { kind: 'in-process'; database: OpenedDatabase } | { kind: 'proxy'; url: string };

export interface GatewayOptions {
  config: AppConfig;
  releasesDir: string;
  shellDir: string;
  api: ApiMount;
  logger: FastifyBaseLogger;
}

const revalidate = 'no-cache';
const knownFolders = new Set<string>(Object.values(remoteFolders));
/** Webpack output names carry a 10-character content hash; those files never change. */
const hashedAsset = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Sends a small generated text with an ETag, answering 304 when the browser has it already. */
function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  type: string,
  status = 200,
) {
  const etag = etagOf(body);
  reply.header('Cache-Control', revalidate).header('ETag', etag).type(type);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(status).send(body);
}

type CachePolicy = 'immutable' | 'revalidate';

function sendStaticFile(
  reply: FastifyReply,
  file: string,
  root: string,
  policy: CachePolicy,
): FastifyReply {
  if (policy === 'immutable') {
    return reply.sendFile(file, root, { maxAge: 31_536_000_000, immutable: true });
  }
  reply.header('Cache-Control', revalidate);
  return reply.sendFile(file, root, { cacheControl: false });
}

interface RouteOwner {
  remote: ActiveRemote;
  route: RouteMeta;
}

function findRoute(remotes: ActiveRemote[], pathname: string): RouteOwner | null {
  const wanted = decodeURIComponent(pathname).toLowerCase().replace(/\/+$/, '') || '/';
  for (const remote of remotes) {
    // react-router matches case-insensitively; the gateway answers the same paths.
    const route = remote.routes.find((candidate) => candidate.path.toLowerCase() === wanted);
    if (route) return { remote, route };
  }
  return null;
}

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
  const activeRemotes = async () => {
    const active = await readActiveRemotes(releasesDir, { onMissing: warnMissing });
    for (const remote of active) warnedMissing.delete(`${remote.name}@${remote.version}`);
    return active;
  };
  const activeRemote = async (name: RemoteName) =>
    (await activeRemotes()).find((remote) => remote.name === name) ?? null;

  await registerSecurityHeaders(app, config);
  // Build output comes with .br/.gz siblings (deploy/webpack/precompress-plugin.ts), sent as
  // they are; generated answers (pages, /remotes.json, API JSON) are compressed on the fly.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root: shellDir, serve: false, preCompressed: true });

  if (options.api.kind === 'in-process') {
    await mountApi(app, { config, database: options.api.database });
  } else {
    await app.register(httpProxy, {
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
  }

  app.get('/remotes.json', async (request, reply) => {
    const manifest = remotesManifest(await activeRemotes());
    return sendRevalidated(request, reply, JSON.stringify(manifest), 'application/json');
  });

  app.get<{ Params: { folder: string; version: string; '*': string } }>(
    '/remotes/:folder/:version/*',
    async (request, reply) => {
      const { folder, version } = request.params;
      if (!knownFolders.has(folder) || !isReleaseVersion(version)) {
        return reply.code(404).type('text/plain').send('Nicht gefunden.');
      }
      return sendStaticFile(
        reply,
        request.params['*'],
        path.join(releasesDir, folder, version),
        'immutable',
      );
    },
  );

  app.get<{ Params: { file: string } }>('/downloads/:file', async (request, reply) => {
    const remote = await activeRemote('mfe_public');
    if (!remote) return reply.code(404).type('text/plain').send('Nicht gefunden.');
    return sendStaticFile(reply, `downloads/${request.params.file}`, remote.dir, 'revalidate');
  });

  app.get('/blog/rss.xml', async (_request, reply) => {
    const remote = await activeRemote('mfe_blog');
    if (!remote) return reply.code(404).type('text/plain').send('Nicht gefunden.');
    reply.type('application/rss+xml; charset=utf-8');
    return sendStaticFile(reply, 'rss.xml', remote.dir, 'revalidate');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const routes = (await activeRemotes()).flatMap((remote) => remote.routes);
    const body = sitemapXml(config.publicUrl, routes.filter(isIndexable));
    return sendRevalidated(request, reply, body, 'application/xml; charset=utf-8');
  });

  app.get('/robots.txt', async (request, reply) =>
    sendRevalidated(request, reply, robotsTxt(config.publicUrl), 'text/plain; charset=utf-8'),
  );

  // Everything else that is not an API call: a file of the shell, or the shell's page for a route.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ detail: 'Nicht gefunden.' });
    }
    const pathname = new URL(request.url, 'http://gateway').pathname;
    if (path.extname(pathname) && pathname !== '/index.html') {
      const file = pathname.slice(1);
      return sendStaticFile(
        reply,
        file,
        shellDir,
        hashedAsset.test(file) ? 'immutable' : 'revalidate',
      );
    }
    const owner = findRoute(await activeRemotes(), pathname);
    const template = await fs.readFile(path.join(shellDir, 'index.html'), 'utf8');
    const html = renderShellDocument(template, {
      route: owner?.route ?? null,
      canonicalUrl: owner ? `${config.publicUrl.replace(/\/$/, '')}${owner.route.path}` : null,
      preloads: owner ? await remotePreloads(owner.remote) : [],
    });
    return sendRevalidated(request, reply, html, 'text/html; charset=utf-8', owner ? 200 : 404);
  });

  return app;
}
