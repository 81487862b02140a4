import { sql, eq } from 'drizzle-orm';
import { useTestApp } from '../accounts/testing/identity-test-kit';
import { studioLocations } from './schema';
import { insertStudios, studio } from './studio-fixtures';
import { useNoStudiosBeforeEach } from './testing/finder-test-kit';

const testApp = useTestApp();
useNoStudiosBeforeEach(testApp);

async function companyId(blocked: boolean): Promise<number> {
  const { rows } = await testApp.database.db.execute<{ id: number }>(sql`
    INSERT INTO companies (name, blocked_at)
    VALUES ('Testfirma', ${blocked ? sql`now()` : sql`NULL`})
    RETURNING id
  `);
  return rows[0]!.id;
}

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('public studio pages (issue 21, item 5)', () => {
  it('answers an approved studio with its stable path; after a rename the path follows the name, the id stays', async () => {
    const [id] = await insertStudios(testApp.database.db, [
      studio({ name: 'Foto Förde', companyId: await companyId(false), barrierFree: true }),
    ]);

    const response = await get(`/api/public/studios/${id}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Foto Förde',
      city: 'Kiel',
      shop_phone: '0431 123456',
      opening_hours: null,
      barrier_free: true,
      path: `/Fotograf/kiel/foto-foerde-${id}`,
      place_path: '/Passbild/kiel',
    });

    await testApp.database.db
      .update(studioLocations)
      .set({ name: 'Foto Förde & Söhne' })
      .where(eq(studioLocations.id, id!));
    expect((await get(`/api/public/studios/${id}/`)).json().path).toBe(
      `/Fotograf/kiel/foto-foerde-soehne-${id}`,
    );
  });

  it('answers 404 for unapproved and unknown studios, 410 for those of a blocked company', async () => {
    const [pending, rejected, blocked] = await insertStudios(testApp.database.db, [
      studio({ name: 'wartet', reviewStatus: 'pending' }),
      studio({ name: 'abgelehnt', reviewStatus: 'rejected' }),
      studio({ name: 'gesperrt', companyId: await companyId(true) }),
    ]);

    for (const id of [pending, rejected, 999_999]) {
      const response = await get(`/api/public/studios/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Dieses Passbildstudio wurde nicht gefunden.');
    }
    const gone = await get(`/api/public/studios/${blocked}/`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().detail).toBe('Dieses Passbildstudio ist nicht mehr bei Bildbote gelistet.');
  });

  it('lists the listed studios of a town by name; a town without any answers 404', async () => {
    await insertStudios(testApp.database.db, [
      studio({ name: 'Zeta Foto', city: 'Neumünster', zipcode: '24534' }),
      studio({ name: 'Alpha Foto', city: 'Neumünster', zipcode: '24534' }),
      studio({ name: 'wartet', city: 'Neumünster', reviewStatus: 'pending' }),
      studio({ name: 'gesperrt', city: 'Neumünster', companyId: await companyId(true) }),
      studio({ name: 'Kiel', city: 'Kiel' }),
    ]);

    const response = await get('/api/public/places/neumuenster/');

    expect(response.statusCode).toBe(200);
    const place = response.json();
    expect(place.city).toBe('Neumünster');
    expect(place.path).toBe('/Passbild/neumuenster');
    expect(place.studios.map((entry: { name: string }) => entry.name)).toEqual([
      'Alpha Foto',
      'Zeta Foto',
    ]);
    expect((await get('/api/public/places/flensburg/')).statusCode).toBe(404);
  });

  it('names every listed studio once, and each town once, for the sitemap', async () => {
    const ids = await insertStudios(testApp.database.db, [
      studio({ name: 'Eins', city: 'Kiel' }),
      studio({ name: 'Zwei', city: 'Kiel' }),
      studio({ name: 'Drei', city: 'Neumünster' }),
      studio({ name: 'wartet', reviewStatus: 'pending' }),
      studio({ name: 'gesperrt', companyId: await companyId(true) }),
    ]);

    const pages = (await get('/api/public/studio-pages/')).json();

    expect(pages).toEqual({
      studios: [
        `/Fotograf/kiel/eins-${ids[0]}`,
        `/Fotograf/kiel/zwei-${ids[1]}`,
        `/Fotograf/neumuenster/drei-${ids[2]}`,
      ],
      places: ['/Passbild/kiel', '/Passbild/neumuenster'],
    });
  });
});
