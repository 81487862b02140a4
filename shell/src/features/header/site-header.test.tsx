import { screen, within } from '@testing-library/react';
import { sessionStorageKeys } from 'shared-ui/session/session-storage-keys';
import { jsonResponse, mockFetch, requestsTo } from 'shared-ui/testing/mock-fetch';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { SiteHeader } from './site-header';

function renderHeader(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <SiteHeader />
      <p>Seiteninhalt</p>
    </>,
    options,
  );
}

function navigation() {
  return screen.getByRole('navigation', { name: 'Hauptnavigation' });
}

describe('SiteHeader', () => {
  it('links the logo to the home page', async () => {
    const { user, location } = renderHeader({ route: '/blog' });
    const logo = screen.getByRole('img', { name: 'Bildbote – Startseite' });
    const logoLink = logo.closest('a');
    expect(logoLink).toHaveAttribute('href', '/');

    await user.click(logo);
    expect(location().pathname).toBe('/');
  });

  it('shows the eight links, the finder and Login and Registrieren when logged out', () => {
    renderHeader();
    const hrefs = within(navigation())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/map',
      '/passbild-Digitalisierung',
      '/Hilfe-Antworten',
      '/Fotografenportal',
      '/behordenbereich-Information',
      '/blog',
      '/login',
      '/Registrierung',
    ]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      '/Registrierung',
    );
    expect(screen.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();
  });

  it('shows Abmelden and /Verwaltungsbereich to an owner instead of Login and Registrieren', () => {
    renderHeader({ preloadedSession: { isAuthenticated: true, userType: 'owner' } });
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verwaltungsbereich' })).toHaveAttribute(
      'href',
      '/Verwaltungsbereich',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrieren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mitarbeitendenbereich' })).not.toBeInTheDocument();
  });

  it.each(['manager', 'employee'] as const)(
    'links a %s to /Verwaltungsbreich (spelled so)',
    (userType) => {
      renderHeader({ preloadedSession: { isAuthenticated: true, userType } });
      expect(screen.getByRole('link', { name: 'Mitarbeitendenbereich' })).toHaveAttribute(
        'href',
        '/Verwaltungsbreich',
      );
      expect(screen.queryByRole('link', { name: 'Verwaltungsbereich' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    },
  );

  it('Abmelden ends the session on the server and in the browser and goes to /login', async () => {
    const fetchMock = mockFetch({ 'POST /api/photobooth/logout/': jsonResponse({ detail: 'ok' }) });
    window.sessionStorage.setItem(sessionStorageKeys.authToken, 'access');
    window.sessionStorage.setItem(sessionStorageKeys.refreshToken, 'refresh');
    window.sessionStorage.setItem(sessionStorageKeys.userType, 'owner');
    const { user, store, location } = renderHeader({ route: '/Verwaltungsbereich' });
    expect(store.getState().session.isAuthenticated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Abmelden' }));

    expect(store.getState().session).toEqual({
      isAuthenticated: false,
      userType: null,
      eidVerified: false,
    });
    expect(window.sessionStorage.getItem(sessionStorageKeys.authToken)).toBeNull();
    expect(window.sessionStorage.getItem(sessionStorageKeys.refreshToken)).toBeNull();
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    const [logoutRequest] = requestsTo(fetchMock, '/api/photobooth/logout/');
    expect(await logoutRequest?.json()).toEqual({ refresh_token: 'refresh' });
  });

  it('offers "Fotograf finden" in the bar and in the navigation on every page, leading to /map', async () => {
    const { user, location } = renderHeader({ route: '/impressum' });
    const inNavigation = within(navigation()).getByRole('link', { name: 'Fotograf finden' });
    expect(inNavigation).toHaveAttribute('href', '/map');
    const inBar = screen
      .getAllByRole('link', { name: 'Fotograf finden' })
      .find((link) => !navigation().contains(link));
    expect(inBar).toHaveAttribute('href', '/map');

    await user.click(inBar!);
    expect(location().pathname).toBe('/map');
  });

  describe('mobile menu toggle', () => {
    it('opens the menu it controls and closes it on a click outside', async () => {
      const { user } = renderHeader();
      const toggle = screen.getByRole('button', { name: 'Menü' });
      expect(toggle).toHaveAttribute('aria-controls', navigation().id);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await user.click(screen.getByText('Seiteninhalt'));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open on a click inside the header and closes with the toggle', async () => {
      const { user } = renderHeader();
      const toggle = screen.getByRole('button', { name: 'Menü' });
      await user.click(toggle);

      await user.click(navigation());
      expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on Escape and on navigation', async () => {
      const { user, location } = renderHeader();
      const toggle = screen.getByRole('button', { name: 'Menü' });

      await user.click(toggle);
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await user.click(toggle);
      await user.click(screen.getByRole('link', { name: 'Blog' }));
      expect(location().pathname).toBe('/blog');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
