import { routeManifest } from './route-manifest';

describe('route manifest', () => {
  it('has the blog index and the eleven article routes with German titles and descriptions', () => {
    expect(routeManifest).toHaveLength(12);
    expect(routeManifest[0]).toEqual({
      path: '/blog',
      title: 'Blog zum digitalen Passbild – Bildbote',
      description: expect.stringContaining('digitalen Passbild'),
    });
    expect(routeManifest.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/passfoto-gesetz-2025',
        '/clouddienste-anbindungsprobleme',
        '/vorteile-digitaler-passfotos',
        '/studio-herausforderungen-loesen',
        '/bildbote-anleitung',
        '/bildbote-fuer-fotografen',
        '/tr-03170-passbild-standard',
        '/sichere-passbild-uebertragung',
        '/qr-code-passbild-gueltigkeit',
        '/preise-ohne-lizenzgebuehr',
        '/schnittstellen-und-ki-bildpruefung',
      ]),
    );
    expect(routeManifest.find((route) => route.path === '/preise-ohne-lizenzgebuehr')).toEqual({
      path: '/preise-ohne-lizenzgebuehr',
      title: 'Preise ohne Lizenzgebühr: Das kostet Bildbote – Bildbote-Blog',
      description: expect.stringContaining('0,75 EUR pro erfolgreicher Übertragung'),
    });
    expect(routeManifest.every((route) => route.description.length > 50)).toBe(true);
  });
});
