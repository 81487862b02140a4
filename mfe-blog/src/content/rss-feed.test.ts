import { readBlogContent } from '../../build/blog-content';
import { renderRssFeed, siteUrl } from '../../build/rss-feed';

describe('RSS feed', () => {
  it('lists every article with an absolute link on the configured origin', () => {
    const feed = renderRssFeed(readBlogContent(), 'https://bildbote.example');

    expect(feed).toContain('<rss version="2.0"');
    expect(feed.match(/<item>/g)).toHaveLength(11);
    expect(feed).toContain('<link>https://bildbote.example/passfoto-gesetz-2025</link>');
    expect(feed).toContain('<pubDate>Thu, 01 May 2025 00:00:00 GMT</pubDate>');
    expect(feed).toContain('href="https://bildbote.example/blog/rss.xml"');
  });

  it('uses PUBLIC_URL without trailing slash, else the local gateway', () => {
    expect(siteUrl('https://bildbote.example/')).toBe('https://bildbote.example');
    expect(siteUrl(undefined)).toBe('http://localhost:8080');
  });
});
