import type { RouteMeta } from 'shared-ui/routing/route-meta';
import { escapeHtml } from './html-document';

export function sitemapXml(publicUrl: string, routes: RouteMeta[]): string {
  const base = publicUrl.replace(/\/$/, '');
  const urls = routes
    .map((route) => `  <url><loc>${escapeHtml(`${base}${route.path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The signed-in area and the eID return page are not for search engines. */
const privatePaths = [
  '/Verwaltungsbereich',
  '/Verwaltungsbreich',
  '/Profilverwaltung',
  '/Mitarbeitende',
  '/Geschäftsstandorte',
  '/Software-Download',
  '/software-download',
  '/EidVerifizierung',
  '/adesso-redirect',
  '/videos',
  '/Betrieb',
  '/Code-Verifizierung',
  '/Passbild',
  '/Behoerde',
  '/Abrechnung',
];

/** A path and everything below it, never a longer name that only starts the same way. */
function isAtOrBelow(routePath: string, folder: string): boolean {
  return routePath === folder || routePath.startsWith(`${folder}/`);
}

export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const disallow = privatePaths.map((route) => `Disallow: ${encodeURI(route)}`).join('\n');
  // The towns' pages /Passbild/<ort> are public; the longer rule wins over Disallow: /Passbild.
  return `User-agent: *\n${disallow}\nAllow: /Passbild/\n\nSitemap: ${base}/sitemap.xml\nSitemap: ${base}/sitemap-studios.xml\n`;
}

export function isIndexable(route: RouteMeta): boolean {
  // A path with parameters (/Fotograf/:ort/:name) is a pattern: its pages have a sitemap of their own.
  if (route.path.includes(':')) return false;
  return !route.noindex && !privatePaths.some((folder) => isAtOrBelow(route.path, folder));
}
