import { sql, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from 'api/src/app';
import type { OpenedDatabase } from 'api/src/kernel/database/database';
import { createTestConfig } from 'api/src/kernel/testing/test-config';
import { testDatabaseTimeoutMs } from 'api/src/kernel/testing/test-database';
import { studioLocations } from 'api/src/resources/finder/schema';
import { invalidateShopsNearby } from 'api/src/resources/finder/shops-nearby-cache';
import { insertStudios, studio } from 'api/src/resources/finder/studio-fixtures';
import { closedWeek } from 'shared-ui/locations/opening-hours';
import { registerStudioPages } from './studio-pages';
import { useGatewayTestBed } from './testing/gateway-test-bed';

/**
 * Studio and town pages as the gateway sends them (issue 21, item 5): the head in the HTML,
 * 301 after a rename, 404 / 410, and the studios' sitemap; the API behind is the real one.
 */
const bed = useGatewayTestBed('bildbote-studio-pages-');
let database: OpenedDatabase;
let api: FastifyInstance;
let site: FastifyInstance;
let studioId: number;
let pendingId: number;
let blockedId: number;

beforeAll(async () => {
  database = await bed.openDatabase();
  api = bed.closeLater(await buildApp({ config: createTestConfig(), database }));
  await bed.writeShell({
    'index.html':
      '<!doctype html><html lang=de><head><title>Bildbote</title><meta name=description content="Standard"></head><body><div id="root"></div></body></html>',
  });
  site = bed.closeLater(Fastify());
  await registerStudioPages(site, {
    shellDir: bed.shellDir,
    publicUrl: 'https://bildbote.example',
    fetchApi: async (url) => {
      const response = await api.inject({ method: 'GET', url });
      return { status: response.statusCode, body: response.json() };
    },
  });

  await database.db.execute(sql`DELETE FROM studio_locations`);
  invalidateShopsNearby(database);
  const { rows } = await database.db.execute<{ id: number }>(
    sql`INSERT INTO companies (name, blocked_at) VALUES ('Gesperrt', now()) RETURNING id`,
  );
  [studioId, pendingId, blockedId] = (await insertStudios(database.db, [
    studio({
      name: 'Foto Förde',
      openingHours: { ...closedWeek(), mon: [{ opens: '09:00', closes: '18:00' }] },
    }),
    studio({ name: 'Wartet', reviewStatus: 'pending' }),
    studio({ name: 'Gesperrt', companyId: rows[0]!.id }),
  ])) as [number, number, number];
}, testDatabaseTimeoutMs);

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe('studio pages in the gateway', () => {
  it('sends title, description, canonical link and parseable JSON-LD in the HTML', async () => {
    const response = await site.inject(`/Fotograf/kiel/foto-foerde-${studioId}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Foto Förde, Passbildstudio in Kiel – Bildbote</title>');
    expect(response.body).toContain(
      '<meta name="description" content="Digitales biometrisches Passbild bei Foto Förde, Holstenstraße 10, 24103 Kiel',
    );
    expect(response.body).toContain(
      `<link rel="canonical" href="https://bildbote.example/Fotograf/kiel/foto-foerde-${studioId}" />`,
    );
    expect(jsonLdOf(response.body)).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Foto Förde',
      telephone: '0431 123456',
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '18:00' },
      ],
    });
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers 301 to the new address after a rename, keeping the query', async () => {
    await database.db
      .update(studioLocations)
      .set({ name: 'Foto Förde & Söhne' })
      .where(eq(studioLocations.id, studioId));

    const response = await site.inject(`/Fotograf/kiel/foto-foerde-${studioId}?ref=karte`);

    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(
      `/Fotograf/kiel/foto-foerde-soehne-${studioId}?ref=karte`,
    );
    expect((await site.inject(`/Fotograf/kiel/foto-foerde-soehne-${studioId}`)).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for unapproved and unknown studios and 410 for a blocked company, noindex', async () => {
    for (const url of [
      `/Fotograf/kiel/wartet-${pendingId}`,
      '/Fotograf/kiel/niemand-999999',
      '/Fotograf/kiel/ohne-nummer',
    ]) {
      const response = await site.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Passbildstudio nicht gefunden – Bildbote</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
    const gone = await site.inject(`/Fotograf/kiel/gesperrt-${blockedId}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<title>Passbildstudio nicht mehr gelistet – Bildbote</title>');
  });

  it('sends a town page with its studios, 301 from another spelling, 404 without studios', async () => {
    const response = await site.inject('/Passbild/kiel');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Passbild in Kiel – Bildbote</title>');
    expect(jsonLdOf(response.body)).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        {
          position: 1,
          url: `https://bildbote.example/Fotograf/kiel/foto-foerde-soehne-${studioId}`,
        },
      ],
    });
    const other = await site.inject('/Passbild/Kiel');
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe('/Passbild/kiel');
    expect((await site.inject('/Passbild/flensburg')).statusCode).toBe(404);
  });

  it('names every listed studio and town once in /sitemap-studios.xml', async () => {
    const sitemap = await site.inject('/sitemap-studios.xml');

    expect(sitemap.statusCode).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://bildbote.example/Passbild/kiel',
      `https://bildbote.example/Fotograf/kiel/foto-foerde-soehne-${studioId}`,
    ]);
  });
});
