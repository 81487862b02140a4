import fs from 'node:fs';
import path from 'node:path';

/** Favicon and web manifest (issue 21, item 7): emitted from src/public by the build. */
const publicDir = path.join(__dirname, 'public');
const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');

describe('favicon and web manifest', () => {
  it('the page links both, and both exist', () => {
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(fs.existsSync(path.join(publicDir, 'favicon.svg'))).toBe(true);
  });

  it('the manifest is German, names the site and points to existing icons and pages', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'),
    ) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; type: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Bildbote', lang: 'de', start_url: '/' });
    expect(manifest.theme_color).toBe(/name="theme-color" content="([^"]+)"/.exec(html)?.[1]);
    for (const icon of manifest.icons) {
      expect(fs.existsSync(path.join(publicDir, icon.src))).toBe(true);
    }
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/map']);
  });

  it('the icon is a square SVG with a title', () => {
    const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
    expect(svg).toMatch(/viewBox="0 0 64 64"/);
    expect(svg).toContain('<title>Bildbote</title>');
  });
});
