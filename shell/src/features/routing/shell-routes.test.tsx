import { lazy, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { RemoteSlot } from 'shared-ui/components/remote-slot';
import { setRemoteModuleLoader } from 'shared-ui/remotes/remote-module-loader';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import type { RemoteRoute } from 'shared-ui/routing/remote-routes';
import { jsonResponse, mockFetch, requestsTo } from 'shared-ui/testing/mock-fetch';
import { recordConsoleErrors } from 'shared-ui/testing/console-errors';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { loadFederatedModule, registerFederatedRemotes } from '../remotes/federation';
import { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/remote-registry-context';
import { NavigationEffects } from './navigation-effects';
import { ShellRoutes } from './shell-routes';

jest.mock('../remotes/federation', () => ({
  registerFederatedRemotes: jest.fn(),
  loadFederatedModule: jest.fn(),
}));

const registerMock = jest.mocked(registerFederatedRemotes);
const loadMock = jest.mocked(loadFederatedModule);

const manifest: RemotesManifest = {
  mfe_public: {
    version: '1.0.0',
    entry: '/remotes/mfe-public/1.0.0/mf-manifest.json',
    routes: [
      {
        path: '/',
        title: 'Bildbote – Software für digitale Passbilder 2025',
        description: 'Passbilder digital übermitteln.',
      },
    ],
  },
  mfe_blog: {
    version: '1.0.0',
    entry: '/remotes/mfe-blog/1.0.0/mf-manifest.json',
    routes: [{ path: '/blog', title: 'Blog – Bildbote', description: 'Neuigkeiten.' }],
  },
};

function HomePage() {
  return <h1>Startseite</h1>;
}

/** A home page showing a section of another remote, as mfe-public's shows the finder's. */
function HomePageWithFinder() {
  return (
    <>
      <HomePage />
      <RemoteSlot id="mfe_finder/FinderSection" />
    </>
  );
}

function BlogPage() {
  return <h1>Blog</h1>;
}

function FinderSection() {
  return <p>Finden Sie einen Fotografen</p>;
}

const modules: Record<string, unknown> = {
  'mfe_public/routes': { default: [{ ...manifest.mfe_public!.routes[0]!, Component: HomePage }] },
  'mfe_blog/routes': {
    // Like the real remotes: each page is itself a lazy component.
    default: [
      { ...manifest.mfe_blog!.routes[0]!, Component: lazy(async () => ({ default: BlogPage })) },
    ] satisfies RemoteRoute[],
  },
  'mfe_finder/FinderSection': { default: FinderSection },
};

function loadKnownModule(id: string): Promise<unknown> {
  return id in modules ? Promise.resolve(modules[id]) : Promise.reject(new Error(`404 ${id}`));
}

function Shell({ registry, children }: { registry: RemoteRegistry; children?: ReactNode }) {
  return (
    <RemoteRegistryContext value={registry}>
      <nav>
        <Link to="/">Start</Link> <Link to="/blog">Zum Blog</Link>
      </nav>
      <p>Kopfzeile bleibt</p>
      <ShellRoutes />
      <NavigationEffects />
      {children}
    </RemoteRegistryContext>
  );
}

function startShell(route: string) {
  const registry = new RemoteRegistry();
  setRemoteModuleLoader(registry.loadModule);
  void registry.start();
  return { registry, ...renderWithProviders(<Shell registry={registry} />, { route }) };
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  loadMock.mockImplementation(loadKnownModule);
  document.title = 'Bildbote';
});

afterEach(() => {
  setRemoteModuleLoader(null);
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

describe('ShellRoutes', () => {
  it('registers the remotes of /remotes.json and renders the page of the remote owning the path', async () => {
    const fetchMock = mockFetch({ '/remotes.json': jsonResponse(manifest) });
    startShell('/blog');

    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registerMock).toHaveBeenCalledWith([
      { name: 'mfe_public', entry: '/remotes/mfe-public/1.0.0/mf-manifest.json' },
      { name: 'mfe_blog', entry: '/remotes/mfe-blog/1.0.0/mf-manifest.json' },
    ]);
    expect(loadMock).toHaveBeenCalledWith('mfe_blog/routes');
    expect(loadMock).not.toHaveBeenCalledWith('mfe_public/routes');
  });

  it("sets the document title and description from the route's metadata", async () => {
    mockFetch({ '/remotes.json': jsonResponse(manifest) });
    startShell('/blog');
    await screen.findByRole('heading', { name: 'Blog' });

    expect(document.title).toBe('Blog – Bildbote');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Neuigkeiten.',
    );
  });

  it('shows a German loading state while /remotes.json loads', () => {
    mockFetch({ '/remotes.json': () => new Promise<Response>(() => undefined) });
    startShell('/blog');
    expect(screen.getByRole('status')).toHaveTextContent('Seite wird geladen …');
  });

  it('answers an unknown path with the German 404 page and a link home', async () => {
    mockFetch({ '/remotes.json': jsonResponse(manifest) });
    const { user, location } = startShell('/gibt-es-nicht');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Seite nicht gefunden – Bildbote');
    await user.click(screen.getByRole('link', { name: 'Zur Startseite' }));
    expect(location().pathname).toBe('/');
  });

  it('shows the area notice when /remotes.json fails, and retries it', async () => {
    let available = false;
    mockFetch({
      '/remotes.json': () =>
        available ? jsonResponse(manifest) : jsonResponse({ detail: 'Fehler' }, { status: 503 }),
    });
    const errors = recordConsoleErrors();
    const { user } = startShell('/blog');

    expect(
      await screen.findByText('Dieser Bereich ist vorübergehend nicht verfügbar.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Kopfzeile bleibt')).toBeInTheDocument();
    errors.expectOnly('/remotes.json antwortete mit 503.');

    available = true;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  });

  it('contains a remote that fails to load (after one retry) and loads it again on request', async () => {
    mockFetch({ '/remotes.json': jsonResponse(manifest) });
    const errors = recordConsoleErrors();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let blogOnline = false;
    loadMock.mockImplementation((id) =>
      id === 'mfe_blog/routes' && !blogOnline
        ? Promise.reject(new Error('ScriptExternalLoadError'))
        : loadKnownModule(id),
    );
    const { user } = startShell('/blog');

    expect(
      await screen.findByText('Dieser Bereich ist vorübergehend nicht verfügbar.'),
    ).toBeInTheDocument();
    expect(loadMock.mock.calls.filter(([id]) => id === 'mfe_blog/routes')).toHaveLength(2);
    expect(screen.getByText('Kopfzeile bleibt')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'mfe_blog/routes: zweiter Versuch nach Fehler.',
      new Error('ScriptExternalLoadError'),
    );
    errors.expectOnly('ScriptExternalLoadError');

    blogOnline = true;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Blog' }, { timeout: 3000 })).toBeVisible();
  });

  it('contains a page that throws while rendering; other areas keep working', async () => {
    mockFetch({ '/remotes.json': jsonResponse(manifest) });
    const errors = recordConsoleErrors();
    function BrokenBlog(): never {
      throw new Error('Renderfehler');
    }
    loadMock.mockImplementation((id) =>
      id === 'mfe_blog/routes'
        ? Promise.resolve({
            default: [{ ...manifest.mfe_blog!.routes[0]!, Component: BrokenBlog }],
          })
        : loadKnownModule(id),
    );
    const { user } = startShell('/blog');

    expect(
      await screen.findByText('Dieser Bereich ist vorübergehend nicht verfügbar.'),
    ).toBeInTheDocument();
    errors.expectOnly('Renderfehler');
    await user.click(screen.getByRole('link', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
  });

  it('uses a release activated after page start on the next navigation into a remote not yet loaded', async () => {
    let current = manifest;
    const fetchMock = mockFetch({ '/remotes.json': () => jsonResponse(current) });
    const { user } = startShell('/');
    await screen.findByRole('heading', { name: 'Startseite' });
    expect(requestsTo(fetchMock, '/remotes.json')).toHaveLength(1);

    current = {
      ...manifest,
      mfe_blog: {
        ...manifest.mfe_blog!,
        version: '1.1.0',
        entry: '/remotes/mfe-blog/1.1.0/mf-manifest.json',
      },
    };
    await user.click(screen.getByRole('link', { name: 'Zum Blog' }));
    await screen.findByRole('heading', { name: 'Blog' });

    expect(requestsTo(fetchMock, '/remotes.json')).toHaveLength(2);
    expect(registerMock).toHaveBeenLastCalledWith([
      { name: 'mfe_blog', entry: '/remotes/mfe-blog/1.1.0/mf-manifest.json' },
    ]);
    const registeredAt = registerMock.mock.invocationCallOrder.at(-1)!;
    const blogLoadedAt =
      loadMock.mock.invocationCallOrder[
        loadMock.mock.calls.findIndex(([id]) => id === 'mfe_blog/routes')
      ]!;
    expect(registeredAt).toBeLessThan(blogLoadedAt);
  });

  it('scrolls to the top on every navigation', async () => {
    mockFetch({ '/remotes.json': jsonResponse(manifest) });
    const { user } = startShell('/');
    await screen.findByRole('heading', { name: 'Startseite' });
    jest.mocked(window.scrollTo).mockClear();

    await user.click(screen.getByRole('link', { name: 'Zum Blog' }));
    await screen.findByRole('heading', { name: 'Blog' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("loads a section of another remote through the shell's loader (RemoteSlot)", async () => {
    mockFetch({
      '/remotes.json': jsonResponse({
        ...manifest,
        mfe_finder: {
          version: '1.0.0',
          entry: '/remotes/mfe-finder/1.0.0/mf-manifest.json',
          routes: [],
        },
      }),
    });
    loadMock.mockImplementation((id) =>
      id === 'mfe_public/routes'
        ? Promise.resolve({
            default: [{ ...manifest.mfe_public!.routes[0]!, Component: HomePageWithFinder }],
          })
        : loadKnownModule(id),
    );
    startShell('/');
    expect(await screen.findByText('Finden Sie einen Fotografen')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('mfe_finder/FinderSection');
  });

  it('ignores incomplete entries of /remotes.json', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      '/remotes.json': jsonResponse({ ...manifest, mfe_admin: { version: '1.0.0' }, other: {} }),
    });
    startShell('/blog');
    await screen.findByRole('heading', { name: 'Blog' });
    await waitFor(() => expect(registerMock).toHaveBeenCalled());
    expect(registerMock.mock.calls[0]?.[0].map(({ name }) => name)).toEqual([
      'mfe_public',
      'mfe_blog',
    ]);
    // A name the shell does not know is left out without a word; a known one is worth a warning.
    expect(warn.mock.calls).toEqual([
      ['/remotes.json: Eintrag für mfe_admin ist unvollständig und wird ignoriert.'],
    ]);
  });
});
