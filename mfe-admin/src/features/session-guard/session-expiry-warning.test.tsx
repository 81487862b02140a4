import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { sessionLifetimeMs, sessionWarningLeadMs } from 'shared-ui/session/session-lifetime';
import { signedIn } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { jsonResponse, mockFetch, requestsTo } from 'shared-ui/testing/mock-fetch';
import { RequireSession } from './require-session';

const refreshPath = '/api/photobooth/token/refresh/';

function renderPage(refresh: Response) {
  const fetchMock = mockFetch({ [`POST ${refreshPath}`]: refresh });
  const rendered = renderWithProviders(
    <Routes>
      <Route
        path="/Verwaltungsbereich"
        element={
          <RequireSession allowed={['owner']}>{() => <p>Seite mit Formular</p>}</RequireSession>
        }
      />
    </Routes>,
    {
      route: '/Verwaltungsbereich',
      preloadedSession: { isAuthenticated: true, userType: 'owner' },
    },
  );
  act(() => {
    rendered.store.dispatch(
      signedIn({
        accessToken: 'access',
        refreshToken: 'refresh',
        eidVerified: false,
        userType: 'owner',
      }),
    );
  });
  return { ...rendered, fetchMock };
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    // The refresh the timer starts answers through a few promise steps: let them settle here.
    for (let step = 0; step < 20; step += 1) await Promise.resolve();
  });
}

describe('"Angemeldet bleiben" before the log-in runs out unused (issue 23)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks shortly before the end; staying refreshes by cookie and closes the dialog', async () => {
    const { fetchMock, store } = renderPage(
      jsonResponse({
        access_token: 'neu',
        refresh_token: 'neu-refresh',
        EID_verified: false,
        user_type: 'owner',
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await advance(sessionLifetimeMs - sessionWarningLeadMs - 1000);
    expect(screen.queryByRole('dialog', { name: 'Angemeldet bleiben?' })).not.toBeInTheDocument();
    await advance(1000);
    const dialog = await screen.findByRole('dialog', { name: 'Angemeldet bleiben?' });
    expect(dialog).toHaveTextContent('Ihre Sitzung endet in wenigen Minuten.');

    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Angemeldet bleiben' }));
      for (let step = 0; step < 20; step += 1) await Promise.resolve();
    });

    expect(screen.queryByRole('dialog', { name: 'Angemeldet bleiben?' })).not.toBeInTheDocument();
    const [refresh] = requestsTo(fetchMock, refreshPath);
    expect(refresh?.headers.get('X-Bildbote-Refresh')).toBe('cookie');
    expect(store.getState().session.isAuthenticated).toBe(true);
    // The new log-in time counts from the refresh: no dialog at the old end.
    await advance(sessionWarningLeadMs);
    expect(screen.queryByRole('dialog', { name: 'Erneut anmelden' })).not.toBeInTheDocument();
    expect(screen.getByText('Seite mit Formular')).toBeInTheDocument();
  });

  it('ends the session at the end when nobody stayed, and offers the login dialog over the page', async () => {
    const { store } = renderPage(jsonResponse({ detail: 'abgelaufen' }, { status: 401 }));

    await advance(sessionLifetimeMs);

    expect(await screen.findByRole('dialog', { name: 'Erneut anmelden' })).toBeInTheDocument();
    expect(screen.getByText('Seite mit Formular')).toBeInTheDocument();
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(store.getState().sessionStatus.ended).toBe(true);
  });
});
