import { Marked, type Token, type Tokens } from 'marked';
import { ContentError } from './blog-content';

/**
 * Markdown → HTML for article bodies, at build time only (webpack loader and Jest transform), so
 * no Markdown parser ships to the browser. Kept apart from blog-content.ts so the route manifest
 * can read front matter without loading marked (an ES module Jest's CommonJS VM cannot load).
 */

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function checkToken(token: Token, file: string) {
  // The body is inserted as HTML into the page: raw HTML could smuggle in scripts or styles
  // the CSP blocks, and the page's h1 is the article title.
  if (token.type === 'html') throw new ContentError(file, 'HTML im Markdown ist nicht erlaubt.');
  if (token.type === 'image')
    throw new ContentError(file, 'Bilder im Text sind nicht vorgesehen (Bild im Front Matter).');
  if (token.type === 'heading' && (token as Tokens.Heading).depth < 2)
    throw new ContentError(file, 'Überschriften im Text beginnen bei ## (h2).');
}

/** Markdown body → trusted HTML (no raw HTML, no images, no h1; external links open a new tab). */
export function renderArticleBody(markdown: string, file: string): string {
  const marked = new Marked({
    gfm: true,
    walkTokens: (token) => checkToken(token, file),
    renderer: {
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        if (href.startsWith('/'))
          return `<a href="${escapeHtml(encodeURI(href))}"${titleAttribute}>${text}</a>`;
        if (/^https:\/\//.test(href) || href.startsWith('mailto:')) {
          const external = href.startsWith('https:')
            ? ' target="_blank" rel="noopener noreferrer"'
            : '';
          return `<a href="${escapeHtml(href)}"${titleAttribute}${external}>${text}</a>`;
        }
        throw new ContentError(file, `Link ${href} ist weder ein Pfad noch https: oder mailto:.`);
      },
    },
  });
  return marked.parse(markdown, { async: false });
}
