import routes from './routes';
import { routeManifest } from './route-manifest';

describe('routes of mfe-finder', () => {
  it('has a page for every path of the manifest, titled "<Seite> – Bildbote"', () => {
    expect(routes.map((route) => route.path)).toEqual(routeManifest.map((meta) => meta.path));
    expect(routes.map((route) => route.path)).toEqual([
      '/map',
      '/Fotograf/:ort/:name',
      '/Passbild/:ort',
    ]);
    for (const route of routes) {
      expect(route.title).toMatch(/^[^|]+ – Bildbote$/);
      expect(route.description.length).toBeGreaterThan(40);
    }
  });
});
