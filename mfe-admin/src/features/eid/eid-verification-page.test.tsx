import { act, screen, waitFor } from '@testing-library/react';
import type { UserType } from 'shared-ui/session/session-slice';
import { sessionStorageKeys } from 'shared-ui/session/session-storage-keys';
import { fakeOnly } from 'shared-ui/testing/fake-timers';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { sentJson, signedInAs } from '../testing/admin-fixtures';
import { navigateTo } from './eid-navigation';
import { eidTexts as texts } from './eid-texts';
import EidVerificationPage from './eid-verification-page';

jest.mock('./eid-navigation', () => ({ navigateTo: jest.fn() }));

const providerUrl = 'https://eid.example/auth?client_id=bildbote&display=page';
const startPath = '/api/photobooth/eid-start/';
const verifyPath = '/api/photobooth/eid-verify/';

/** Only the popup's one-second polling runs on fake time; requests resolve as usual. */
function fakeThePollingClock() {
  fakeOnly(['setInterval', 'clearInterval']);
}

async function oneSecondPasses() {
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
}

/**
 * A popup as the page sees it: readable while it is about:blank or back on this site, throwing
 * like a cross-origin window while it shows the provider's page.
 */
function fakePopup() {
  let href = 'about:blank';
  let atProvider = false;
  const popup = {
    closed: false,
    close: jest.fn(() => {
      popup.closed = true;
    }),
    location: {
      get href() {
        if (atProvider) throw new DOMException('Blocked a frame', 'SecurityError');
        return href;
      },
      set href(value: string) {
        href = value;
        atProvider = true;
      },
    },
  };
  return {
    popup,
    openedAt: () => href,
    returnsTo(search: string) {
      href = `${window.location.origin}/adesso-redirect${search}`;
      atProvider = false;
    },
  };
}

function openedPopup() {
  const fake = fakePopup();
  const open = jest.spyOn(window, 'open').mockReturnValue(fake.popup as unknown as Window);
  return { ...fake, open };
}

function layout(mobile: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: mobile,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

function mockEid({
  start = jsonResponse({ authorization_url: providerUrl }),
  verify = jsonResponse({ message: 'Ihre eID-Verifizierung war erfolgreich.', EID_verified: true }),
}: { start?: FetchHandler; verify?: FetchHandler } = {}) {
  return mockFetch({ [`POST ${startPath}`]: start, [`POST ${verifyPath}`]: verify });
}

function renderPage(userType: UserType = 'employee', eidVerified = false) {
  const session = signedInAs(userType);
  return renderWithProviders(<EidVerificationPage />, {
    route: '/EidVerifizierung',
    preloadedSession: { ...session.preloadedSession, eidVerified },
  });
}

const startButton = () => screen.getByRole('button', { name: texts.start });

beforeEach(() => {
  layout(false);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  jest.mocked(navigateTo).mockReset();
});

describe('/EidVerifizierung', () => {
  it('shows the success panel and no start when the person is verified already', () => {
    mockEid();
    renderPage('employee', true);
    expect(screen.getByText(texts.verified)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.start })).not.toBeInTheDocument();
  });

  it.each([
    ['owner', '/Verwaltungsbereich'],
    ['employee', '/Verwaltungsbreich'],
  ] as const)('leads the verified %s back to the dashboard %s', async (userType, dashboard) => {
    mockEid();
    const { user, location } = renderPage(userType, true);
    await user.click(screen.getByRole('link', { name: texts.toDashboard }));
    expect(location().pathname).toBe(dashboard);
  });

  it('without a session it sends the visitor to /login', () => {
    mockEid();
    const { location } = renderWithProviders(<EidVerificationPage />, {
      route: '/EidVerifizierung',
    });
    expect(location().pathname).toBe('/login');
  });

  describe('on a desktop', () => {
    it('opens the provider in an 800x600 popup and redeems the code read from its address', async () => {
      fakeThePollingClock();
      const fetchMock = mockEid();
      const { open, popup, openedAt, returnsTo } = openedPopup();
      const { user, store } = renderPage();
      expect(screen.getByRole('heading', { name: texts.desktopHeading })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: texts.mobileHeading })).not.toBeInTheDocument();

      await user.click(startButton());
      expect(open).toHaveBeenCalledWith('', 'bildbote-eid', expect.stringContaining('width=800'));
      expect(open.mock.calls[0]?.[2]).toContain('height=600');
      expect(await sentJson(requestsTo(fetchMock, startPath)[0])).toEqual({ display: 'page' });
      await screen.findByText(texts.popupOpen);
      expect(openedAt()).toBe(providerUrl);

      // While the popup shows the provider's page its address cannot be read: keep polling.
      await oneSecondPasses();
      await oneSecondPasses();
      expect(requestsTo(fetchMock, verifyPath)).toHaveLength(0);
      expect(popup.close).not.toHaveBeenCalled();

      returnsTo('?code=code-1&state=state-1&iss=https%3A%2F%2Feid.example');
      await oneSecondPasses();
      expect(popup.close).toHaveBeenCalled();
      await screen.findByText(texts.verified);
      expect(await sentJson(requestsTo(fetchMock, verifyPath)[0])).toEqual({
        code: 'code-1',
        state: 'state-1',
        iss: 'https://eid.example',
      });
      expect(store.getState().session.eidVerified).toBe(true);
      expect(window.sessionStorage.getItem(sessionStorageKeys.eidVerified)).toBe('true');

      // The polling has stopped: nothing is sent again.
      await oneSecondPasses();
      expect(requestsTo(fetchMock, verifyPath)).toHaveLength(1);
      // And the way on is offered at once.
      expect(screen.getByRole('link', { name: texts.toDashboard })).toHaveAttribute(
        'href',
        '/Verwaltungsbreich',
      );
    });

    it('under another host name than the public one it says so in German instead of waiting', async () => {
      mockEid({
        start: jsonResponse({
          authorization_url: `https://eid.example/auth?display=page&redirect_uri=${encodeURIComponent('https://bildbote.example/adesso-redirect')}`,
        }),
      });
      const { popup } = openedPopup();
      const { user } = renderPage();
      await user.click(startButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(texts.otherHostTitle);
      expect(alert).toHaveTextContent(texts.otherHost('bildbote.example'));
      expect(
        screen.getByRole('link', { name: texts.otherHostLink('bildbote.example') }),
      ).toHaveAttribute('href', 'https://bildbote.example/EidVerifizierung');
      expect(popup.close).toHaveBeenCalled();
      expect(navigateTo).not.toHaveBeenCalled();
      expect(startButton()).toBeEnabled();
    });

    it('goes on when the provider returns to this very origin', async () => {
      const sameOrigin = `https://eid.example/auth?redirect_uri=${encodeURIComponent(`${window.location.origin}/adesso-redirect`)}`;
      mockEid({ start: jsonResponse({ authorization_url: sameOrigin }) });
      const { openedAt } = openedPopup();
      const { user } = renderPage();
      await user.click(startButton());
      await screen.findByText(texts.popupOpen);
      expect(openedAt()).toBe(sameOrigin);
    });

    it('stops when the popup is closed and lets the person start again', async () => {
      fakeThePollingClock();
      const fetchMock = mockEid();
      const { popup } = openedPopup();
      const { user } = renderPage();
      await user.click(startButton());
      await screen.findByText(texts.popupOpen);
      expect(startButton()).toBeDisabled();

      popup.closed = true;
      await oneSecondPasses();
      expect(screen.queryByText(texts.popupOpen)).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(texts.popupClosed);
      expect(startButton()).toBeEnabled();
      expect(requestsTo(fetchMock, verifyPath)).toHaveLength(0);
    });

    it('shows the provider error with its description and sends nothing', async () => {
      fakeThePollingClock();
      const fetchMock = mockEid();
      const { popup, returnsTo } = openedPopup();
      const { user } = renderPage();
      await user.click(startButton());
      await screen.findByText(texts.popupOpen);

      returnsTo('?error=access_denied&error_description=Abgelehnt+vom+Nutzer');
      await oneSecondPasses();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(texts.authenticationFailed);
      expect(alert).toHaveTextContent('Abgelehnt vom Nutzer');
      expect(popup.close).toHaveBeenCalled();
      expect(requestsTo(fetchMock, verifyPath)).toHaveLength(0);
    });

    it.each([
      [
        'the server message of a refusal',
        jsonResponse(
          { message: 'Der Name aus Ihrem Ausweis stimmt nicht mit Ihrem Profil überein.' },
          { status: 422 },
        ),
        'Der Name aus Ihrem Ausweis stimmt nicht mit Ihrem Profil überein.',
      ],
      [
        "'Verifizierung fehlgeschlagen.' for a refusal without message",
        new Response('Bad Gateway', { status: 502 }),
        texts.verificationFailed,
      ],
      [
        "'Ungültige Serverantwort erhalten.' for a success answer without the flag",
        jsonResponse({ status: 'ok' }),
        texts.invalidAnswer,
      ],
      [
        "'Fehler bei der Verifizierung.' without an answer",
        () => Promise.reject(new TypeError('Failed to fetch')),
        texts.verificationError,
      ],
    ])('shows %s', async (description, verify: FetchHandler, expected: string) => {
      fakeThePollingClock();
      mockEid({ verify });
      const { returnsTo } = openedPopup();
      const { user, store } = renderPage();
      await user.click(startButton());
      await screen.findByText(texts.popupOpen);
      // Each case its own code: a code is redeemed only once per page load.
      returnsTo(`?code=${encodeURIComponent(description)}&state=s`);
      await oneSecondPasses();
      expect(await screen.findByRole('alert')).toHaveTextContent(expected);
      expect(store.getState().session.eidVerified).toBe(false);
      expect(startButton()).toBeEnabled();
    });

    it('closes the popup again when the flow cannot start', async () => {
      mockEid({ start: () => Promise.reject(new TypeError('Failed to fetch')) });
      const { popup } = openedPopup();
      const { user } = renderPage();
      await user.click(startButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(texts.verificationError);
      expect(popup.close).toHaveBeenCalled();
    });

    it('shows the server message when the start is refused', async () => {
      mockEid({
        start: jsonResponse({ detail: 'Zu viele eID-Verifizierungen.' }, { status: 429 }),
      });
      openedPopup();
      const { user } = renderPage();
      await user.click(startButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele eID-Verifizierungen.');
    });

    it("says 'Ungültige Serverantwort erhalten.' when the start answer has no address", async () => {
      mockEid({ start: jsonResponse({}) });
      openedPopup();
      const { user } = renderPage();
      await user.click(startButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(texts.invalidAnswer);
    });

    it('goes to the provider in the same tab when the popup is blocked', async () => {
      mockEid();
      jest.spyOn(window, 'open').mockReturnValue(null);
      const { user } = renderPage();
      await user.click(startButton());
      await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(providerUrl));
    });
  });

  describe('on a phone', () => {
    it('shows the mobile panel and sends the whole page to the provider with display=touch', async () => {
      layout(true);
      const touchUrl = 'https://eid.example/auth?display=touch';
      const fetchMock = mockEid({ start: jsonResponse({ authorization_url: touchUrl }) });
      const open = jest.spyOn(window, 'open');
      const { user } = renderPage('manager');
      expect(screen.getByRole('heading', { name: texts.mobileHeading })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: texts.desktopHeading })).not.toBeInTheDocument();

      await user.click(startButton());
      await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(touchUrl));
      expect(await sentJson(requestsTo(fetchMock, startPath)[0])).toEqual({ display: 'touch' });
      expect(open).not.toHaveBeenCalled();
    });

    it('stays and shows the server message when the start is refused', async () => {
      layout(true);
      mockEid({
        start: jsonResponse(
          { message: 'Der eID-Dienst ist gerade nicht erreichbar.' },
          { status: 502 },
        ),
      });
      const { user } = renderPage();
      await user.click(startButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Der eID-Dienst ist gerade nicht erreichbar.',
      );
      expect(navigateTo).not.toHaveBeenCalled();
      expect(startButton()).toBeEnabled();
    });

    it('stays and says so when opened under another host name than the public one', async () => {
      layout(true);
      mockEid({
        start: jsonResponse({
          authorization_url: `https://eid.example/auth?display=touch&redirect_uri=${encodeURIComponent('https://bildbote.example/adesso-redirect')}`,
        }),
      });
      const { user } = renderPage();
      await user.click(startButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(texts.otherHostTitle);
      expect(navigateTo).not.toHaveBeenCalled();
    });
  });
});
