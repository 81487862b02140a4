import type { RouteMeta } from 'shared-ui/routing/route-meta';
import { preloadCrossOrigin, type Preload } from 'shared-ui/prerender/prerendered-files';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

export interface DocumentHead {
  route: RouteMeta | null;
  canonicalUrl: string | null;
  /** Files the page will need from its remote; fetched early, in parallel. */
  preloads?: Preload[];
}

function preloadLink(preload: Preload): string {
  const mode = preloadCrossOrigin(preload);
  const crossorigin = mode ? ` crossorigin="${mode}"` : '';
  return `<link rel="preload" href="${escapeHtml(preload.href)}" as="${preload.as}"${crossorigin} />`;
}

/**
 * The shell's page with the route's own title, description and canonical link, so a deep link
 * (and a search engine) sees the right metadata before any script runs.
 */
export function renderShellDocument(template: string, head: DocumentHead): string {
  let html = template;
  if (head.route) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.route.title)}</title>`)
      .replace(
        // The shell's page is minified: attribute quotes may be missing.
        /<meta\s+name="?description"?\s+content=(?:"[^"]*"|[^\s>]*)\s*\/?>/,
        `<meta name="description" content="${escapeHtml(head.route.description)}" />`,
      );
  }
  const links = [
    head.route?.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />` : '',
    '<link rel="alternate" type="application/rss+xml" title="Bildbote Blog" href="/blog/rss.xml" />',
    ...(head.preloads ?? []).map(preloadLink),
  ].join('');
  return html.replace('</head>', `${links}</head>`);
}
