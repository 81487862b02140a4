import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  jsonLdText,
  placePageDescription,
  placePageTitle,
  studioIdOf,
  studioJsonLd,
  studioPageDescription,
  studioPageTitle,
} from 'shared-ui/locations/studio-pages';
import type { PublicPlace, PublicStudio } from 'shared-ui/contracts/finder-contract';
import { escapeHtml, renderShellDocument } from './html-document';

/** What the gateway needs to answer a studio or place page. */
export interface StudioPagesOptions {
  shellDir: string;
  publicUrl: string;
  /** A GET to the API (`/api/...`), in process or through the proxy: status and JSON body. */
  fetchApi: (url: string) => Promise<{ status: number; body: unknown }>;
}

/** The head of a studio or place page, or where it has moved, or why there is none. */
export type StudioPageHead =
  | { kind: 'page'; title: string; description: string; canonicalPath: string; jsonLd: unknown }
  | { kind: 'moved'; location: string }
  | { kind: 'missing'; status: 404 | 410 }
  | { kind: 'unknown' };

export const missingPageTexts = {
  404: 'Passbildstudio nicht gefunden – Bildbote',
  410: 'Passbildstudio nicht mehr gelistet – Bildbote',
  description: 'Dieses Passbildstudio ist bei Bildbote nicht (mehr) gelistet.',
  unknownTitle: 'Passbildstudio – Bildbote',
  unknownDescription: 'Zertifizierte Passbildstudios für Ihr digitales biometrisches Passbild.',
} as const;

function samePath(requested: string, current: string): boolean {
  try {
    return decodeURIComponent(requested).replace(/\/+$/, '') === current;
  } catch {
    return false;
  }
}

/** `/Fotograf/<ort>/<name>-<id>`: the studio's head from the API (404, 410, 301 when renamed). */
export async function studioPageHead(
  pathname: string,
  name: string,
  options: StudioPagesOptions,
): Promise<StudioPageHead> {
  const id = studioIdOf(name);
  if (id === null) return { kind: 'missing', status: 404 };
  const { status, body } = await options.fetchApi(`/api/public/studios/${id}/`);
  if (status === 404 || status === 410) return { kind: 'missing', status };
  if (status !== 200) return { kind: 'unknown' };
  const studio = body as PublicStudio;
  if (!samePath(pathname, studio.path)) return { kind: 'moved', location: studio.path };
  return {
    kind: 'page',
    title: studioPageTitle(studio),
    description: studioPageDescription(studio),
    canonicalPath: studio.path,
    jsonLd: studioJsonLd(studio, options.publicUrl),
  };
}

/** `/Passbild/<ort>`: the town's head (404 without listed studios, 301 to its spelling). */
export async function placePageHead(
  pathname: string,
  place: string,
  options: StudioPagesOptions,
): Promise<StudioPageHead> {
  const { status, body } = await options.fetchApi(
    `/api/public/places/${encodeURIComponent(place)}/`,
  );
  if (status === 404) return { kind: 'missing', status: 404 };
  if (status !== 200) return { kind: 'unknown' };
  const town = body as PublicPlace;
  if (!samePath(pathname, town.path)) return { kind: 'moved', location: town.path };
  const base = options.publicUrl.replace(/\/$/, '');
  return {
    kind: 'page',
    title: placePageTitle(town.city),
    description: placePageDescription(town.city, town.studios.length),
    canonicalPath: town.path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `Passbildstudios in ${town.city}`,
      itemListElement: town.studios.map((studio, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${base}${studio.path}`,
        name: studio.name,
      })),
    },
  };
}

/** The shell's page with the head of a studio or place page (or its 404 / 410). */
export function studioPageDocument(template: string, head: StudioPageHead, publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  if (head.kind === 'page') {
    const html = renderShellDocument(template, {
      route: { path: head.canonicalPath, title: head.title, description: head.description },
      canonicalUrl: `${base}${head.canonicalPath}`,
    });
    // A data block, not a script: the content security policy does not run it.
    return html.replace(
      '</head>',
      `<script type="application/ld+json">${jsonLdText(head.jsonLd)}</script></head>`,
    );
  }
  const missing = head.kind === 'missing';
  return renderShellDocument(template, {
    route: {
      path: '',
      title: missing ? missingPageTexts[head.status] : missingPageTexts.unknownTitle,
      description: missing ? missingPageTexts.description : missingPageTexts.unknownDescription,
      noindex: missing,
    },
    canonicalUrl: null,
  });
}

/**
 * Answers `/Fotograf/<ort>/<name>` and `/Passbild/<ort>` with their own title, description,
 * canonical link and JSON-LD in the HTML (issue 21, item 5), so search engines read them without
 * running scripts; the page itself is the finder's. Renamed studios and other spellings of a
 * town answer 301, unapproved or unknown studios 404, studios of blocked companies 410.
 * `/sitemap-studios.xml` names every listed studio and town once.
 */
export async function registerStudioPages(
  app: FastifyInstance,
  options: StudioPagesOptions,
): Promise<void> {
  const templateFile = path.join(options.shellDir, 'index.html');

  async function answer(request: FastifyRequest, reply: FastifyReply, head: StudioPageHead) {
    if (head.kind === 'moved') {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.header('Cache-Control', 'no-cache').redirect(`${head.location}${query}`, 301);
    }
    const html = studioPageDocument(
      await fs.readFile(templateFile, 'utf8'),
      head,
      options.publicUrl,
    );
    const status = head.kind === 'missing' ? head.status : 200;
    return reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get<{ Params: { ort: string; name: string } }>(
    '/Fotograf/:ort/:name',
    async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      return answer(request, reply, await studioPageHead(pathname, request.params.name, options));
    },
  );

  app.get<{ Params: { ort: string } }>('/Passbild/:ort', async (request, reply) => {
    // `/Passbild/` is the photo workplace's address with a slash, not a town.
    if (!request.params.ort) return reply.callNotFound();
    const pathname = request.url.split('?')[0]!;
    return answer(request, reply, await placePageHead(pathname, request.params.ort, options));
  });

  app.get('/sitemap-studios.xml', async (_request, reply) => {
    const { status, body } = await options.fetchApi('/api/public/studio-pages/');
    const pages = status === 200 ? (body as { studios: string[]; places: string[] }) : null;
    const base = options.publicUrl.replace(/\/$/, '');
    const urls = [...(pages?.places ?? []), ...(pages?.studios ?? [])]
      .map((page) => `  <url><loc>${escapeHtml(`${base}${page}`)}</loc></url>`)
      .join('\n');
    return reply
      .code(status === 200 ? 200 : 503)
      .header('Cache-Control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
