import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { OpenedDatabase } from '../../kernel/database/database';
import { createTestConfig } from '../../kernel/testing/test-config';
import { createTestDatabase, testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { insertStudios, studio } from '../finder/studio-fixtures';
import type { GeocodeAnswer } from 'shared-ui/contracts/geo-contract';

let database: OpenedDatabase;
let app: FastifyInstance;
let failingApp: FastifyInstance;
let brokenNominatim: http.Server;

beforeAll(async () => {
  database = await createTestDatabase();
  // No MAPBOX_TOKEN, no NOMINATIM_URL: the offline provider answers alone.
  app = await buildApp({ config: createTestConfig(), database });
  // A Nominatim server that fails every request: the offline provider must step in.
  brokenNominatim = http.createServer((_request, response) => {
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => brokenNominatim.listen(0, '127.0.0.1', resolve));
  const { port } = brokenNominatim.address() as AddressInfo;
  failingApp = await buildApp({
    config: createTestConfig({ NOMINATIM_URL: `http://127.0.0.1:${port}/` }),
    database,
  });
}, testDatabaseTimeoutMs);

afterAll(async () => {
  await app.close();
  await failingApp.close();
  await new Promise((resolve) => brokenNominatim.close(resolve));
  await database.close();
});

beforeEach(async () => {
  await database.db.execute(sql`DELETE FROM studio_locations`);
});

const get = (url: string, on = app) => on.inject({ method: 'GET', url });

function componentsOf(answer: GeocodeAnswer, index = 0) {
  return Object.fromEntries(
    answer.results[index]!.address_components.map((component) => [
      component.types[0],
      component.long_name,
    ]),
  );
}

describe('GET /api/geo/postcode/{plz}/', () => {
  it('answers the city of a German postcode', async () => {
    const response = await get('/api/geo/postcode/24103/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      postcode: '24103',
      city: 'Kiel',
      places: [{ name: 'Kiel' }],
    });
    const [kiel] = response.json().places;
    expect(kiel.latitude).toBeCloseTo(54.32, 1);
    expect(kiel.longitude).toBeCloseTo(10.13, 1);
  });

  it('lists every place of a postcode that has several', async () => {
    const response = await get('/api/geo/postcode/83471/');
    expect(response.json().places.map(({ name }: { name: string }) => name)).toEqual(
      expect.arrayContaining(['Berchtesgaden', 'Schönau am Königssee']),
    );
  });

  it.each(['2410', '241030', 'abcde', '24 03'])('refuses %s with 400', async (plz) => {
    const response = await get(`/api/geo/postcode/${encodeURIComponent(plz)}/`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      plz: ['Die Postleitzahl muss aus genau 5 Ziffern bestehen.'],
      detail: 'Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
      code: 'invalid',
    });
  });

  it('answers 404 with a German detail for an unknown postcode', async () => {
    const response = await get('/api/geo/postcode/00000/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'Zu dieser Postleitzahl ist kein Ort bekannt.',
      code: 'not_found',
    });
  });

  it('knows the postcodes of registered studios that the bundled list lacks', async () => {
    await insertStudios(database.db, [
      studio({ zipcode: '99999', city: 'Neuhausen', latitude: 50.5, longitude: 11.5 }),
    ]);
    const response = await get('/api/geo/postcode/99999/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      postcode: '99999',
      city: 'Neuhausen',
      places: [{ name: 'Neuhausen', latitude: 50.5, longitude: 11.5 }],
    });
  });
});

describe('GET /api/geo/geocode/', () => {
  it('finds a postcode given as postal_code with country DE', async () => {
    const response = await get('/api/geo/geocode/?postal_code=24103&country=DE');
    expect(response.statusCode).toBe(200);
    const answer = response.json() as GeocodeAnswer;
    expect(answer.status).toBe('OK');
    expect(answer.results[0]!.geometry.location.lat).toBeCloseTo(54.32, 1);
    expect(answer.results[0]!.geometry.location.lng).toBeCloseTo(10.13, 1);
    expect(componentsOf(answer)).toMatchObject({ postal_code: '24103', locality: 'Kiel' });
    expect(answer.results[0]!.formatted_address).toBe('24103 Kiel, Deutschland');
  });

  it.each([
    ['Kiel', 'Kiel', 54.32],
    ['München', 'München', 48.14],
    ['muenchen', 'München', 48.14],
    ['Frankfurt am Main', 'Frankfurt am Main', 50.11],
    ['Halle (Saale)', 'Halle (Saale)', 51.48],
  ])('finds the town %s', async (q, locality, latitude) => {
    const answer = (
      await get(`/api/geo/geocode/?q=${encodeURIComponent(q)}`)
    ).json() as GeocodeAnswer;
    expect(answer.status).toBe('OK');
    expect(componentsOf(answer).locality).toBe(locality);
    expect(answer.results[0]!.geometry.location.lat).toBeCloseTo(latitude, 1);
    expect(answer.results[0]!.partial_match).toBeUndefined();
  });

  it('answers an address with its town, marked as a partial match', async () => {
    const answer = (
      await get(`/api/geo/geocode/?q=${encodeURIComponent('Holstenstraße 10, Kiel')}`)
    ).json() as GeocodeAnswer;
    expect(answer.status).toBe('OK');
    expect(componentsOf(answer).locality).toBe('Kiel');
    expect(answer.results[0]!.partial_match).toBe(true);
  });

  it('uses the postcode inside an address', async () => {
    const answer = (
      await get(`/api/geo/geocode/?q=${encodeURIComponent('Marienplatz 1, 80331 München')}`)
    ).json() as GeocodeAnswer;
    expect(componentsOf(answer)).toMatchObject({ postal_code: '80331', locality: 'München' });
  });

  it('finds a town known only from a registered studio', async () => {
    await insertStudios(database.db, [
      studio({ zipcode: '99999', city: 'Studiohausen', latitude: 50.5, longitude: 11.5 }),
    ]);
    const answer = (await get('/api/geo/geocode/?q=Studiohausen')).json() as GeocodeAnswer;
    expect(answer.status).toBe('OK');
    expect(answer.results[0]!.geometry.location).toEqual({ lat: 50.5, lng: 11.5 });
  });

  it('answers ZERO_RESULTS for a place it does not know', async () => {
    const response = await get('/api/geo/geocode/?q=Xyzzyhausen');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it.each<[string, Record<string, string[]>]>([
    ['', { q: ['Dieses Feld ist erforderlich.'] }],
    ['?q=%20%20', { q: ['Dieses Feld ist erforderlich.'] }],
    [
      '?postal_code=2410&country=DE',
      { postal_code: ['Die Postleitzahl muss aus genau 5 Ziffern bestehen.'] },
    ],
    [
      '?postal_code=24103&country=AT',
      { country: ['Es werden nur Orte in Deutschland gesucht (DE).'] },
    ],
  ])('refuses "%s" with a German message per field', async (query, errors) => {
    const response = await get(`/api/geo/geocode/${query}`);
    expect(response.statusCode).toBe(400);
    const [message] = Object.values(errors)[0]!;
    expect(response.json()).toEqual({ ...errors, detail: message, code: 'invalid' });
  });

  it('falls back to the offline data when the configured service fails', async () => {
    const response = await get('/api/geo/geocode/?q=Kiel', failingApp);
    expect(response.statusCode).toBe(200);
    expect(componentsOf(response.json() as GeocodeAnswer).locality).toBe('Kiel');
  });

  it('answers a failure, not a wrong ZERO_RESULTS, when a service failed and nothing was found', async () => {
    const response = await get('/api/geo/geocode/?q=Xyzzyhausen', failingApp);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      status: 'UNKNOWN_ERROR',
      results: [],
      detail: 'Fehler beim Abrufen des Standorts.',
    });
  });
});
