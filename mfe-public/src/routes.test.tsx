import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { setRemoteModuleLoader } from 'shared-ui/remotes/remote-module-loader';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { mockSiteConfig } from './features/testing/public-fixtures';
import { routeManifest } from './route-manifest';
import routes from './routes';

/** The tip pages, linked from the home page and the citizen's photo page (issue 21, item 7). */
const tipLinks = ['/Fehler-Foto', '/anforderungen-makeup', '/kleidung-Tips', '/make-up'];

/**
 * The links between the public pages as public-site.md §2 lists them (in-app links only), plus
 * the tip pages where a citizen needs them (issue 21, item 7).
 */
const specLinks: Record<string, string[]> = {
  '/': tipLinks,
  '/make-up': ['/anforderungen-makeup', '/map'],
  '/anforderungen-makeup': ['/Fehler-Foto', '/map'],
  '/kleidung-Tips': ['/make-up', '/map'],
  '/Fehler-Foto': [],
  '/gesetzesaenderung-Epassfoto': ['/map'],
  '/Hilfe-Antworten': [],
  '/passbild-Digitalisierung': [],
  '/Fotografenportal': ['/Registrierung'],
  '/behordenbereich-Information': ['/Registrierung'],
  '/Pressebereich': [],
  '/datenschutz': [],
  '/impressum': [],
  '/p': tipLinks,
};

function inAppLinkTargets(): string[] {
  const targets = screen
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
  return [...new Set(targets)].sort();
}

describe('route manifest', () => {
  it('covers the 13 public routes and the citizen’s code page, each with a German title and description', () => {
    expect(routeManifest.map((route) => route.path).sort()).toEqual(Object.keys(specLinks).sort());
    for (const route of routeManifest) {
      expect(route.title).toMatch(/\S.{10,}/);
      expect(route.description.length).toBeGreaterThan(50);
    }
  });

  it('keeps the citizen’s code page out of search engines', () => {
    expect(routeManifest.filter((route) => route.noindex).map((route) => route.path)).toEqual([
      '/p',
    ]);
  });

  it('promotes the software for digital passport photos 2025 on the home page', () => {
    const home = routeManifest.find((route) => route.path === '/');
    expect(home?.title).toMatch(/Software für digitale Passbilder 2025/);
    expect(home?.description).toMatch(/Software/);
  });

  it('is what routes.tsx renders', () => {
    expect(
      routes.map(({ path, title, description, noindex }) => ({
        path,
        title,
        description,
        noindex,
      })),
    ).toEqual(routeManifest);
  });
});

describe.each(routes.map((route) => [route.path, route] as const))('page %s', (path, route) => {
  // The home page shows the finder remote's section; a stand-in answers for it.
  beforeEach(() => setRemoteModuleLoader(async () => ({ default: () => <p>Fotografensuche</p> })));
  afterEach(() => setRemoteModuleLoader(null));

  it('has exactly one h1 and the links the spec lists', async () => {
    mockSiteConfig();
    const { Component } = route;
    renderWithProviders(
      <Suspense fallback={null}>
        <Component />
      </Suspense>,
      { route: path },
    );
    // The pages are lazy chunks: the first one can take longer on a busy machine.
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // Wait until the parts fed by the site configuration have rendered.
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(inAppLinkTargets()).toEqual(specLinks[path]);
  });
});
