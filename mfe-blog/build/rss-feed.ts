import path from 'node:path';
import type { Compiler } from 'webpack';
import { blogIndexPath } from '../src/content/blog-route-meta';
import { contentDir, readBlogContent, type BlogContent } from './blog-content';

/**
 * The blog's RSS 2.0 feed, emitted as `dist/rss.xml` (the gateway serves it at `/blog/rss.xml`).
 * RSS readers need absolute links: the site's origin is taken from PUBLIC_URL at build time,
 * http://localhost:8080 (the local gateway) when it is not set.
 */
export const feedPath = '/blog/rss.xml';

const defaultSiteUrl = 'http://localhost:8080';

export function siteUrl(publicUrl = process.env.PUBLIC_URL): string {
  return (publicUrl?.trim() || defaultSiteUrl).replace(/\/+$/, '');
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** RFC 822 date of a publication day, as RSS 2.0 requires. */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export function renderRssFeed(
  { blogPage, authors, articles }: BlogContent,
  origin = siteUrl(),
): string {
  const authorNames = new Map(authors.map((author) => [author.id, author.name]));
  const items = articles.map((article) => {
    const link = escapeXml(origin + encodeURI(article.path));
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(article.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(authorNames.get(article.author) ?? article.author)}</dc:creator>`,
      `      <description>${escapeXml(article.description)}</description>`,
      '    </item>',
    ].join('\n');
  });
  // The newest article dates the feed: the file stays the same for the same content.
  const lastBuildDate = articles[0] ? rfc822(articles[0].date) : null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(blogPage.title)}</title>`,
    `    <link>${escapeXml(origin + blogIndexPath)}</link>`,
    `    <description>${escapeXml(blogPage.description)}</description>`,
    '    <language>de-DE</language>',
    ...(lastBuildDate ? [`    <lastBuildDate>${lastBuildDate}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(origin + feedPath)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Emits `rss.xml` next to `routes.json`, read from the content files on every compilation. */
export class BlogFeedPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BlogFeedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'BlogFeedPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.contextDependencies.add(path.join(contentDir, 'articles'));
          compilation.emitAsset('rss.xml', new RawSource(renderRssFeed(readBlogContent())));
        },
      );
    });
  }
}
