import routes from './routes';
import { routeManifest } from './route-manifest';

describe('routes of mfe-admin', () => {
  it('has a page for every path of the manifest, each with a German title and description', () => {
    expect(routes.map((route) => route.path)).toEqual(routeManifest.map((meta) => meta.path));
    for (const route of routes) {
      // One pattern across the site (issue 21): "<Seite> – Bildbote".
      expect(route.title).toMatch(/^[^|]+ – Bildbote$/);
      expect(route.description.length).toBeGreaterThan(40);
    }
  });

  it('answers every path of the signed-in area it owns', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(
      [
        '/login',
        '/forgotpassword',
        '/Verwaltungsbereich',
        '/Verwaltungsbreich',
        '/Profilverwaltung',
        '/Mitarbeitende',
        '/Geschäftsstandorte',
        '/EidVerifizierung',
        '/adesso-redirect',
        '/Software-Download',
        '/software-download',
        '/videos',
        '/Abrechnung',
        '/Betrieb',
        '/Betrieb/Unternehmen',
        '/Betrieb/Unternehmen/Details',
        '/Betrieb/Behoerden',
        '/Betrieb/Abrechnung',
        '/Behoerde',
        '/Passbild',
      ].sort(),
    );
  });

  it('serves the registration flow’s /software-download with the same page', () => {
    // React Router matches regardless of case; the page itself tells the two spellings apart.
    const page = (path: string) => routes.find((route) => route.path === path)?.Component;
    expect(page('/software-download')).toBe(page('/Software-Download'));
  });
});
