import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { sessionStorageKeys } from 'shared-ui/session/session-storage-keys';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { sentJson, signedInAs } from '../testing/admin-fixtures';
import EidRedirectPage from './eid-redirect-page';
import { eidTexts as texts } from './eid-texts';

const verifyPath = '/api/photobooth/eid-verify/';
const verified = 'Ihre eID-Verifizierung war erfolgreich.';

function mockVerify(
  answer: FetchHandler = jsonResponse({ message: verified, EID_verified: true }),
) {
  return mockFetch({ [`POST ${verifyPath}`]: answer });
}

function renderRedirect(search: string) {
  const session = signedInAs('employee');
  return renderWithProviders(
    <StrictMode>
      <EidRedirectPage />
    </StrictMode>,
    { route: `/adesso-redirect${search}`, ...session },
  );
}

let code = 0;
/** A fresh code per test: a code is redeemed once per page load. */
const nextCode = () => `code-${(code += 1)}`;

afterEach(() => {
  Reflect.deleteProperty(window, 'opener');
});

describe('/adesso-redirect', () => {
  it('says it waits for the provider without code and error', () => {
    const fetchMock = mockVerify();
    renderRedirect('');
    expect(screen.getByText(texts.waiting)).toBeInTheDocument();
    expect(requestsTo(fetchMock, verifyPath)).toHaveLength(0);
  });

  it("shows the provider's refusal with its description", () => {
    const fetchMock = mockVerify();
    renderRedirect(
      '?error=access_denied&error_description=Die+Identifizierung+wurde+abgelehnt.&state=abc',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(texts.authenticationFailed);
    expect(alert).toHaveTextContent('Die Identifizierung wurde abgelehnt.');
    expect(requestsTo(fetchMock, verifyPath)).toHaveLength(0);
  });

  it('redeems code, state and iss once, shows the server message and sets the eID flag', async () => {
    const fetchMock = mockVerify();
    const issued = nextCode();
    const { store } = renderRedirect(
      `?code=${issued}&state=state-1&iss=${encodeURIComponent('https://bildbote.example/api/eid-test-provider')}`,
    );
    expect(await screen.findByText(verified)).toBeInTheDocument();
    const sent = requestsTo(fetchMock, verifyPath);
    // StrictMode runs the effect twice; the code still goes to the server only once.
    expect(sent).toHaveLength(1);
    expect(await sentJson(sent[0])).toEqual({
      code: issued,
      state: 'state-1',
      iss: 'https://bildbote.example/api/eid-test-provider',
    });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer access-employee');
    expect(store.getState().session.eidVerified).toBe(true);
    expect(window.sessionStorage.getItem(sessionStorageKeys.eidVerified)).toBe('true');
  });

  it('leads back to the dashboard after a success', async () => {
    mockVerify();
    const { user, location } = renderRedirect(`?code=${nextCode()}&state=s`);
    const back = await screen.findByRole('link', { name: texts.toDashboard });
    expect(back).toHaveAttribute('href', '/Verwaltungsbreich');
    await user.click(back);
    expect(location().pathname).toBe('/Verwaltungsbreich');
  });

  it('offers no way to the dashboard when the server refuses the code', async () => {
    mockVerify(jsonResponse({ message: 'Dieser Code ist abgelaufen.' }, { status: 409 }));
    renderRedirect(`?code=${nextCode()}&state=s`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Code ist abgelaufen.');
    expect(screen.queryByRole('link', { name: texts.toDashboard })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server message of a refusal',
      jsonResponse({ message: 'Dieser Code wurde bereits verwendet.' }, { status: 409 }),
      'Dieser Code wurde bereits verwendet.',
    ],
    [
      'the German failure for a refusal without message',
      new Response('', { status: 500 }),
      texts.serverFailed,
    ],
    [
      'the German failure without an answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      texts.serverUnreachable,
    ],
    [
      "'Ungültige Serverantwort erhalten.' for a success answer without the flag",
      jsonResponse({}),
      texts.invalidAnswer,
    ],
  ])('shows %s', async (_description, answer: FetchHandler, expected: string) => {
    mockVerify(answer);
    const { store } = renderRedirect(`?code=${nextCode()}&state=s`);
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(store.getState().session.eidVerified).toBe(false);
  });

  it('leaves the code to the page that opened the desktop popup', () => {
    const fetchMock = mockVerify();
    Object.defineProperty(window, 'opener', {
      configurable: true,
      value: { location: { origin: window.location.origin } },
    });
    renderRedirect(`?code=${nextCode()}&state=s`);
    expect(screen.getByText(texts.finishingInOpener)).toBeInTheDocument();
    expect(requestsTo(fetchMock, verifyPath)).toHaveLength(0);
  });

  it('links back to /EidVerifizierung', () => {
    mockVerify();
    renderRedirect('');
    expect(screen.getByRole('link', { name: /Zur eID-Verifizierung/ })).toHaveAttribute(
      'href',
      '/EidVerifizierung',
    );
  });
});
