import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTimeoutMs } from 'api/src/kernel/testing/test-database';
import {
  frameFor,
  pageOutletMarkup,
  prerenderedFile,
  releaseBasePlaceholder,
  startScriptFile,
  type PrerenderedFrame,
  type PrerenderedPages,
} from 'shared-ui/prerender/prerendered-files';
import { activateRelease, publishRelease, rollbackRelease } from '../releases/release-store';
import { writeRemoteBuild } from '../releases/testing/fake-builds';
import { useGatewayTestBed } from './testing/gateway-test-bed';

function frameAt(active: string): string {
  return `<link rel="preload" as="image" href="/assets/logo.0123456789.svg"/><div class="site-layout"><header>${active}</header><main id="main-content">${pageOutletMarkup}</main></div>`;
}

const frame: PrerenderedFrame = {
  variants: [
    { path: '/', end: true, html: frameAt('aktiv: Startseite') },
    { path: '/blog', end: true, html: frameAt('aktiv: Blog') },
    { path: '/login', end: false, html: frameAt('aktiv: Login') },
  ],
  fallback: frameAt('keiner aktiv'),
  stylesheet: 'prerendered.aaaaaaaaaa.css',
  stylesheetHolds: ['app.1111111111.css'],
};

function publicPages(version: string): PrerenderedPages {
  return {
    pages: {
      '/': `<link rel="preload" as="image" href="${releaseBasePlaceholder}assets/hero.0123456789.svg"/><!--$--><h1>Startseite ${version}</h1><img src="${releaseBasePlaceholder}assets/hero.0123456789.svg"/><!--/$-->`,
    },
    stylesheet: 'prerendered.bbbbbbbbbb.css',
    stylesheetHolds: ['413.2222222222.css', '598.3333333333.css'],
  };
}

async function writePublicBuild(root: string, version: string): Promise<string> {
  const dir = await writeRemoteBuild(path.join(root, `public-${version}`), {
    name: 'mfe_public',
    marker: version,
    routes: [
      { path: '/', title: 'Startseite', description: 'Die Startseite' },
      { path: '/Hilfe-Antworten', title: 'Hilfe', description: 'Noch ohne HTML' },
    ],
  });
  await fs.writeFile(path.join(dir, prerenderedFile), JSON.stringify(publicPages(version)));
  return dir;
}

describe('frameFor', () => {
  test('picks the variant whose header link is active, as NavLink decides', () => {
    expect(frameFor(frame, '/')).toContain('aktiv: Startseite');
    expect(frameFor(frame, '/BLOG/')).toContain('aktiv: Blog');
    // `end` links are active on their own path only, the others below it too.
    expect(frameFor(frame, '/blog/artikel')).toContain('keiner aktiv');
    expect(frameFor(frame, '/login/weiter')).toContain('aktiv: Login');
    expect(frameFor(frame, '/Fotografenportal')).toContain('keiner aktiv');
  });
});

describe('gateway: prerendered pages of the active release', () => {
  const bed = useGatewayTestBed('bildbote-prerendered-');
  let gateway: FastifyInstance;

  beforeAll(async () => {
    await bed.writeShell({
      'index.html':
        '<!doctype html><html lang=de><head><title>Bildbote</title><meta name=description content="Standard"><script defer src=/main.js></script></head><body><noscript>Bitte aktivieren Sie JavaScript, um Bildbote zu nutzen.</noscript><div id=root></div></body></html>',
      [prerenderedFile]: JSON.stringify(frame),
    });
    await publishRelease(
      bed.releasesDir,
      'mfe_public',
      await writePublicBuild(bed.root, 'eins'),
      '1.0.0-eins',
    );
    await publishRelease(
      bed.releasesDir,
      'mfe_public',
      await writePublicBuild(bed.root, 'zwei'),
      '1.0.0-zwei',
    );
    await activateRelease(bed.releasesDir, 'mfe_public', '1.0.0-eins');
    gateway = await bed.startGateway({
      env: { PUBLIC_URL: 'https://bildbote.example' },
      database: await bed.openDatabase(),
    });
  }, testDatabaseTimeoutMs);

  async function home(): Promise<string> {
    const response = await gateway.inject('/');
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  test('/ is the shell’s frame with the release’s HTML in the content area, readable without scripts', async () => {
    const html = await home();
    const root = /<div id="root" data-prerendered="">([\s\S]*?)<\/div><script/.exec(html)?.[1];
    expect(root).toContain('<header>aktiv: Startseite</header>');
    expect(root).toContain(
      '<main id="main-content"><!--$--><h1>Startseite eins</h1><img src="/remotes/mfe-public/1.0.0-eins/assets/hero.0123456789.svg"/><!--/$--></main>',
    );
    expect(html).not.toContain(releaseBasePlaceholder);
    expect(html).not.toContain('<noscript>');
    // Styles and React's image hints in the head, before any script runs.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/prerendered.aaaaaaaaaa.css" />');
    expect(head).toContain(
      '<link rel="stylesheet" href="/remotes/mfe-public/1.0.0-eins/prerendered.bbbbbbbbbb.css" />',
    );
    // The files the stylesheets hold are marked as loaded for the chunks' CSS loader.
    expect(head).toContain(
      '<link rel="stylesheet" data-href="app.1111111111.css" /><link rel="stylesheet" href="/remotes',
    );
    expect(head).toContain(
      '<link rel="stylesheet" data-href="413.2222222222.css" /><link rel="stylesheet" data-href="598.3333333333.css" />',
    );
    expect(head).toContain('href="/remotes/mfe-public/1.0.0-eins/assets/hero.0123456789.svg"');
    // The shell hydrates with the same /remotes.json the site answers at this moment.
    const inline = /<script type="application\/json" id="bildbote-remotes">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(inline ?? 'null')).toEqual((await gateway.inject('/remotes.json')).json());
  });

  test('activating and rolling back the remote changes the HTML of / with it', async () => {
    await activateRelease(bed.releasesDir, 'mfe_public', '1.0.0-zwei');
    expect(await home()).toContain('<h1>Startseite zwei</h1>');
    await rollbackRelease(bed.releasesDir, 'mfe_public');
    const html = await home();
    expect(html).toContain('<h1>Startseite eins</h1>');
    expect(html).not.toContain('zwei');
  });

  test('a route without prerendered HTML and an unknown path keep the shell’s empty page', async () => {
    const help = await gateway.inject('/Hilfe-Antworten');
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain('<div id=root></div>');
    expect(help.body).toContain('<noscript>');
    const missing = await gateway.inject('/gibt-es-nicht');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('data-prerendered');
  });

  test('with the shell’s start script the page loads it instead of the entry and preloads nothing', async () => {
    await fs.writeFile(path.join(bed.shellDir, startScriptFile), 'startOnFirstInteraction();');
    // A new snapshot (the state changed) reads the shell's files anew.
    await activateRelease(bed.releasesDir, 'mfe_public', '1.0.0-zwei');
    const html = await home();
    const script =
      /<script defer src="([^"]+)" data-app="([^"]+)" data-preloads="([^"]+)"><\/script>/.exec(
        html,
      );
    expect(script?.[1]).toMatch(/^\/deferred-start\.js\?[0-9a-f]{20}$/);
    expect(script?.[2]).toBe('/main.js');
    const preloads = JSON.parse((script?.[3] ?? '[]').replace(/&quot;/g, '"')) as unknown[];
    expect(preloads).toContainEqual({
      href: '/remotes/mfe-public/1.0.0-zwei/mf-manifest.json',
      as: 'fetch',
    });
    expect(html).not.toContain('src=/main.js');
    expect(html).not.toContain('rel="preload" href="/remotes');
    // The start script serves like the entry: revalidated, since its name stays the same.
    const file = await gateway.inject(script?.[1] ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-cache');
    // A page the browser renders keeps the entry and its preloads.
    const help = (await gateway.inject('/Hilfe-Antworten')).body;
    expect(help).toContain('<script defer src=/main.js></script>');
    expect(help).toContain(
      '<link rel="preload" href="/remotes/mfe-public/1.0.0-zwei/mf-manifest.json"',
    );
  });
});
