import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { consentStorageKey } from 'shared-ui/consent/cookie-consent';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { siteConfigApi } from 'shared-ui/site/site-config-api';
import { AnalyticsLoader } from './analytics-loader';
import { CookieBanner } from './cookie-banner';
import { testSiteConfig } from 'shared-ui/testing/site-config-fixture';

function siteConfig(analyticsId: string | null) {
  return testSiteConfig({ analyticsId });
}

/** The banner as the layout uses it, with a stand-in for the footer's reopen link. */
function ConsentHarness() {
  const [reopened, setReopened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setReopened(true)}>
        Cookie-Einstellungen ändern
      </button>
      <CookieBanner reopened={reopened} onClosed={() => setReopened(false)} />
      <AnalyticsLoader />
    </>
  );
}

function renderBanner(analyticsId: string | null = null, route = '/') {
  mockFetch({ 'GET /api/site/config/': jsonResponse(siteConfig(analyticsId)) });
  return renderWithProviders(<ConsentHarness />, { route });
}

function stored() {
  return JSON.parse(window.localStorage.getItem(consentStorageKey) ?? 'null') as Record<
    string,
    unknown
  > | null;
}

function analyticsScripts() {
  return Array.from(document.head.querySelectorAll('script')).filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/'),
  );
}

/** Waits until the footer's and loader's request for the site configuration has finished. */
async function configLoaded(store: ReturnType<typeof renderWithProviders>['store']) {
  const request = store.dispatch(siteConfigApi.endpoints.getSiteConfig.initiate());
  await request;
  request.unsubscribe();
}

function banner() {
  return screen.queryByRole('dialog', { name: 'Cookie-Einstellungen' });
}

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete window.dataLayer;
});

describe('CookieBanner', () => {
  it('is shown without a stored decision, with all three categories unticked (Planet49)', () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Präferenzen' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Statistiken' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Alle ablehnen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auswahl akzeptieren' })).toBeInTheDocument();
  });

  it("'Alle ablehnen' stores all false and hides the banner", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Alle ablehnen' }));

    expect(stored()).toEqual({
      preferences: false,
      statistics: false,
      marketing: false,
      decidedAt: expect.any(String),
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it("'Auswahl akzeptieren' with nothing ticked stores all false", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Auswahl akzeptieren' }));
    expect(stored()).toMatchObject({ preferences: false, statistics: false, marketing: false });
  });

  it('links to the Datenschutzerklärung and the Impressum from inside the banner', () => {
    renderBanner();
    const dialog = banner()!;
    expect(within(dialog).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(within(dialog).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/impressum',
    );
  });

  it('moves focus into the banner when it appears, and to the main content after the choice', async () => {
    const main = document.createElement('main');
    main.id = 'main-content';
    main.tabIndex = -1;
    document.body.append(main);
    try {
      const { user } = renderBanner();
      expect(screen.getByRole('heading', { name: 'Cookie-Einstellungen' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Alle ablehnen' }));
      expect(main).toHaveFocus();
    } finally {
      main.remove();
    }
  });

  it('takes focus only once: a visitor who moved on keeps their place after deciding', async () => {
    const { user } = renderBanner();
    expect(screen.getByRole('heading', { name: 'Cookie-Einstellungen' })).toHaveFocus();
    const reopen = screen.getByRole('button', { name: 'Cookie-Einstellungen ändern' });
    reopen.focus();
    await user.keyboard('{Enter}'); // the banner is open already: nothing moves focus again
    expect(reopen).toHaveFocus();
  });

  it('gives focus back to the footer link after a reopened banner is answered', async () => {
    window.localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ preferences: false, statistics: false, marketing: false, decidedAt: 'x' }),
    );
    const { user } = renderBanner();
    const reopen = screen.getByRole('button', { name: 'Cookie-Einstellungen ändern' });
    await user.click(reopen);
    expect(screen.getByRole('heading', { name: 'Cookie-Einstellungen' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Auswahl akzeptieren' }));
    expect(banner()).not.toBeInTheDocument();
    expect(reopen).toHaveFocus();
  });

  it("'Auswahl akzeptieren' stores the chosen categories and hides the banner", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('checkbox', { name: 'Präferenzen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Statistiken' }));
    await user.click(screen.getByRole('button', { name: 'Auswahl akzeptieren' }));

    expect(stored()).toEqual({
      preferences: true,
      statistics: true,
      marketing: false,
      decidedAt: expect.any(String),
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it('pushes each decision to the data layer as a consent event and fires a storage event', async () => {
    const storageEvents: StorageEvent[] = [];
    const listener = (event: StorageEvent) => storageEvents.push(event);
    window.addEventListener('storage', listener);
    const { user } = renderBanner();

    await user.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Auswahl akzeptieren' }));
    window.removeEventListener('storage', listener);

    expect(window.dataLayer).toContainEqual({
      event: 'consent_update',
      preferences: false,
      statistics: false,
      marketing: true,
    });
    expect(storageEvents).toHaveLength(1);
    expect(storageEvents[0]?.key).toBe(consentStorageKey);
    expect(storageEvents[0]?.newValue).toBe(window.localStorage.getItem(consentStorageKey));
  });

  it('stays hidden when a decision is stored and can be reopened with the stored choice', async () => {
    window.localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ preferences: false, statistics: true, marketing: false, decidedAt: 'x' }),
    );
    const { user } = renderBanner();
    expect(banner()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen ändern' }));
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Präferenzen' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Statistiken' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Alle ablehnen' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ statistics: false });
  });
});

describe('analytics tag', () => {
  it('loads only after statistics or marketing is granted, when an id is configured', async () => {
    const { user, store } = renderBanner('G-TEST123');
    await configLoaded(store);
    expect(analyticsScripts()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Statistiken' }));
    await user.click(screen.getByRole('button', { name: 'Auswahl akzeptieren' }));

    await waitFor(() => expect(analyticsScripts()).toHaveLength(1));
    expect(analyticsScripts()[0]).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    expect(analyticsScripts()[0]?.async).toBe(true);
  });

  it('does not load when everything is rejected', async () => {
    const { user, store } = renderBanner('G-TEST123');
    await configLoaded(store);
    await user.click(screen.getByRole('button', { name: 'Alle ablehnen' }));
    expect(analyticsScripts()).toHaveLength(0);
  });

  it('does not load when only preferences are granted', async () => {
    const { user, store } = renderBanner('G-TEST123');
    await configLoaded(store);
    await user.click(screen.getByRole('checkbox', { name: 'Präferenzen' }));
    await user.click(screen.getByRole('button', { name: 'Auswahl akzeptieren' }));
    expect(analyticsScripts()).toHaveLength(0);
  });

  it('never loads without a configured id, even with full consent', async () => {
    const { user, store } = renderBanner(null);
    await configLoaded(store);
    for (const name of ['Präferenzen', 'Statistiken', 'Marketing']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Auswahl akzeptieren' }));
    expect(analyticsScripts()).toHaveLength(0);
  });

  it('never loads on the citizen’s code page, even with full consent', async () => {
    window.localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ preferences: true, statistics: true, marketing: true, decidedAt: 'x' }),
    );
    const { store } = renderBanner('G-TEST123', '/p#1.abc');
    await configLoaded(store);
    expect(analyticsScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads a Tag Manager container from a stored consent at page start', async () => {
    window.localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ preferences: false, statistics: false, marketing: true, decidedAt: 'x' }),
    );
    renderBanner('GTM-ABC123');
    await waitFor(() => expect(analyticsScripts()).toHaveLength(1));
    expect(analyticsScripts()[0]).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });
});
