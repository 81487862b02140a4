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
  return `User-agent: *\n${disallow}\n\nSitemap: ${base}/sitemap.xml\n`;
}

export function isIndexable(route: RouteMeta): boolean {
  return !route.noindex && !privatePaths.some((folder) => isAtOrBelow(route.path, folder));
}
