import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import LoginPage from '../login/login-page';
import { sentJson, signedInAs } from '../testing/admin-fixtures';
import { operatorStatus, queueEntry } from './operator-fixtures';
import ReviewQueuePage from './review-queue-page';

const queue = [
  queueEntry(),
  queueEntry({
    id: 8,
    name: 'Studio Nord',
    address: 'Hafenweg 5',
    zipcode: '20457',
    city: 'Hamburg',
    submitted_at: '2026-11-22T11:30:00.000Z',
    resubmissions: 1,
    previous_rejection_reason: 'Der Nachweis ist unleserlich.',
    certificate_url: null,
    company: {
      id: 4,
      name: 'Studio Nord OHG',
      legal_form: 'ohg',
      blocked_at: '2026-11-22T12:00:00Z',
    },
  }),
];

interface QueueMocks {
  status?: FetchHandler;
  queue?: FetchHandler;
  approve?: FetchHandler;
  reject?: FetchHandler;
}

function mockQueue(mocks: QueueMocks = {}) {
  return mockFetch({
    'GET /api/operator/me/': mocks.status ?? jsonResponse(operatorStatus()),
    'GET /api/operator/review-queue/': mocks.queue ?? jsonResponse(queue),
    'POST /api/operator/locations/7/approve/':
      mocks.approve ??
      jsonResponse({
        detail: 'Der Standort wurde freigegeben und erscheint in der Fotografensuche.',
        review_status: 'approved',
        owner_notified: true,
      }),
    'POST /api/operator/locations/7/reject/':
      mocks.reject ??
      jsonResponse({
        detail: 'Der Standort wurde abgelehnt.',
        review_status: 'rejected',
        owner_notified: true,
      }),
    'POST /api/photobooth/profile/change-password/': jsonResponse({ message: 'geändert' }),
  });
}

function renderQueue(userType: UserType = 'operator', route = '/Betrieb') {
  return renderWithProviders(<ReviewQueuePage />, { route, ...signedInAs(userType) });
}

async function table() {
  return screen.findByRole('table', { name: /Standorte, die auf die Prüfung warten/ });
}

function rowOf(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}

describe('/Betrieb, who may open it', () => {
  it.each([
    ['owner', '/Verwaltungsbereich'],
    ['manager', '/Verwaltungsbreich'],
    ['employee', '/Verwaltungsbreich'],
  ] as const)('sends the %s to their own dashboard', async (userType, dashboard) => {
    const fetch = mockQueue();
    const { location } = renderQueue(userType);

    await waitFor(() => expect(location().pathname).toBe(dashboard));
    expect(requestsTo(fetch, '/api/operator/review-queue/')).toHaveLength(0);
  });

  it('sends a visitor without session to /login', async () => {
    mockQueue();
    const { location } = renderWithProviders(<ReviewQueuePage />, { route: '/Betrieb' });

    await waitFor(() => expect(location().pathname).toBe('/login'));
  });
});

describe('/Betrieb, the one-time password', () => {
  it('must be replaced before the console opens; then the operator signs in anew', async () => {
    const fetch = mockQueue({
      status: jsonResponse(operatorStatus({ password_change_required: true })),
    });
    const { user, store } = renderWithProviders(
      <Routes>
        <Route path="/Betrieb" element={<ReviewQueuePage />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { route: '/Betrieb', ...signedInAs('operator') },
    );

    await screen.findByRole('heading', { level: 1, name: 'Einmalpasswort ersetzen' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Einmalpasswort'), 'efAN%QfiA6ozTP#@vkqz');
    await user.type(screen.getByLabelText('Neues Passwort'), 'NeuesPasswort1!');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'NeuesPasswort1!');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
    );
    expect(store.getState().session.isAuthenticated).toBe(false);
    const [sent] = requestsTo(fetch, '/api/photobooth/profile/change-password/');
    expect(await sentJson(sent)).toEqual({
      current_password: 'efAN%QfiA6ozTP#@vkqz',
      new_password: 'NeuesPasswort1!',
      confirm_password: 'NeuesPasswort1!',
    });
  });

  it('checks the new password with the platform rule before sending', async () => {
    const fetch = mockQueue({
      status: jsonResponse(operatorStatus({ password_change_required: true })),
    });
    const { user } = renderQueue();

    await user.type(await screen.findByLabelText('Einmalpasswort'), 'einmal');
    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'anders');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    expect(
      await screen.findByText(/Das Passwort muss mindestens 8 Zeichen lang sein/),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/photobooth/profile/change-password/')).toHaveLength(0);
  });
});

describe('/Betrieb, the queue', () => {
  it('shows each location with submission date, company, owner and the proof link', async () => {
    mockQueue();
    renderQueue();

    await table();
    const kiel = rowOf('Foto Schmidt Kiel');
    expect(kiel).toHaveTextContent('22.11.2026, 10:00');
    expect(kiel).toHaveTextContent('Holstenstraße 1, 24103 Kiel');
    expect(within(kiel).getByRole('link', { name: 'Foto Schmidt GmbH' })).toHaveAttribute(
      'href',
      '/Betrieb/Unternehmen/Details?id=3',
    );
    expect(kiel).toHaveTextContent('Anna Schmidt');
    expect(within(kiel).getByRole('link', { name: 'anna@foto-schmidt.example' })).toHaveAttribute(
      'href',
      'mailto:anna@foto-schmidt.example',
    );
    const proof = within(kiel).getByRole('link', {
      name: 'PDF öffnen: Gewerbenachweis von „Foto Schmidt Kiel“',
    });
    expect(proof).toHaveAttribute(
      'href',
      '/api/operator/locations/7/certificate/?expires=1&signature=abc',
    );
    expect(proof).toHaveAttribute('target', '_blank');

    const nord = rowOf('Studio Nord');
    expect(nord).toHaveTextContent('Erneut eingereicht');
    expect(nord).toHaveTextContent('Frühere Ablehnung: Der Nachweis ist unleserlich.');
    expect(nord).toHaveTextContent('Nicht hochgeladen');
    expect(nord).toHaveTextContent('Unternehmen gesperrt');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Eingereicht',
      'Standort',
      'Unternehmen',
      'Inhaber',
      'Gewerbenachweis',
      'Entscheidung',
    ]);
  });

  it('counts the waiting locations and filters them, keeping the filter in the address', async () => {
    mockQueue();
    const { user, location } = renderQueue();
    await table();

    expect(screen.getByText('2 Standorte warten auf die Prüfung.')).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Anzeigen' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Alle (2)',
      'Neu eingereicht (1)',
      'Erneut eingereicht (1)',
      'Ohne Gewerbenachweis (1)',
      'Unternehmen gesperrt (1)',
    ]);

    await user.selectOptions(filter, 'Ohne Gewerbenachweis (1)');

    expect(location().search).toBe('?filter=ohne-nachweis');
    expect(
      screen.getByText('2 Standorte warten auf die Prüfung. 1 von 2 angezeigt.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Studio Nord/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Foto Schmidt Kiel/ })).not.toBeInTheDocument();

    await user.selectOptions(filter, 'Alle (2)');
    expect(location().search).toBe('');
    expect(screen.getByRole('row', { name: /Foto Schmidt Kiel/ })).toBeInTheDocument();
  });

  it('opens with the filter of the address', async () => {
    mockQueue();
    renderQueue('operator', '/Betrieb?filter=neu');
    await table();

    expect(screen.getByRole('combobox', { name: 'Anzeigen' })).toHaveValue('neu');
    expect(screen.getByRole('row', { name: /Foto Schmidt Kiel/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Studio Nord/ })).not.toBeInTheDocument();
  });

  it('does not offer to approve a location without trade proof, and says why', async () => {
    mockQueue();
    renderQueue();
    await table();

    const approve = within(rowOf('Studio Nord')).getByRole('button', {
      name: '„Studio Nord“ freigeben',
    });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'Freigabe erst mit Gewerbenachweis möglich. Lehnen Sie den Standort mit Begründung ab, damit der Inhaber einen Nachweis nachreicht.',
    );
    expect(
      within(rowOf('Studio Nord')).getByRole('button', { name: '„Studio Nord“ ablehnen' }),
    ).toBeEnabled();
    expect(
      within(rowOf('Foto Schmidt Kiel')).getByRole('button', {
        name: '„Foto Schmidt Kiel“ freigeben',
      }),
    ).toBeEnabled();
  });

  it('moves the focus to the outcome once the decided location has left the queue', async () => {
    let served = 0;
    mockQueue({
      queue: () => jsonResponse(served++ === 0 ? queue : queue.slice(1)),
    });
    const { user } = renderQueue();
    await table();

    await user.click(screen.getByRole('button', { name: '„Foto Schmidt Kiel“ freigeben' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Freigeben' }));

    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Foto Schmidt Kiel/ })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').closest('[tabindex="-1"]')).toHaveFocus(),
    );
    expect(document.body).not.toHaveFocus();
  });

  it('says so when nothing waits', async () => {
    mockQueue({ queue: jsonResponse([]) });
    renderQueue();

    expect(
      await screen.findByText('Derzeit wartet kein Standort auf die Prüfung.'),
    ).toBeInTheDocument();
  });

  it('reports a failed load', async () => {
    mockQueue({ queue: jsonResponse({ detail: 'Fehler' }, { status: 500 }) });
    renderQueue();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Prüfwarteschlange konnte nicht geladen werden.',
    );
  });

  it('approves after a confirmation and reloads the queue', async () => {
    const fetch = mockQueue();
    const { user } = renderQueue();
    await table();

    await user.click(screen.getByRole('button', { name: '„Foto Schmidt Kiel“ freigeben' }));
    const dialog = screen.getByRole('dialog', { name: 'Standort freigeben' });
    expect(dialog).toHaveTextContent('erscheint sofort in der Fotografensuche');
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Der Standort wurde freigegeben und erscheint in der Fotografensuche.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetch, '/api/operator/locations/7/approve/')).toHaveLength(1);
    await waitFor(() => expect(requestsTo(fetch, '/api/operator/review-queue/')).toHaveLength(2));
  });

  it('rejects only with a reason, which it sends', async () => {
    const fetch = mockQueue();
    const { user } = renderQueue();
    await table();

    await user.click(screen.getByRole('button', { name: '„Foto Schmidt Kiel“ ablehnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Standort ablehnen' });
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));

    expect(within(dialog).getByText('Bitte geben Sie eine Begründung an.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Begründung')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetch, '/api/operator/locations/7/reject/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Begründung'), 'Der Nachweis ist abgelaufen.');
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Der Standort wurde abgelehnt.');
    const [sent] = requestsTo(fetch, '/api/operator/locations/7/reject/');
    expect(await sentJson(sent)).toEqual({ reason: 'Der Nachweis ist abgelaufen.' });
  });

  it('shows the server’s refusal in the dialog', async () => {
    mockQueue({
      approve: jsonResponse(
        { detail: 'Dieser Standort wartet nicht auf eine Prüfung; er wurde bereits entschieden.' },
        { status: 409 },
      ),
    });
    const { user } = renderQueue();
    await table();

    await user.click(screen.getByRole('button', { name: '„Foto Schmidt Kiel“ freigeben' }));
    const dialog = screen.getByRole('dialog', { name: 'Standort freigeben' });
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dieser Standort wartet nicht auf eine Prüfung; er wurde bereits entschieden.',
    );
  });

  it('warns when the owner could not be mailed', async () => {
    mockQueue({
      approve: jsonResponse({
        detail:
          'Der Standort wurde freigegeben. Die E-Mail an den Inhaber konnte nicht versendet werden.',
        review_status: 'approved',
        owner_notified: false,
      }),
    });
    const { user } = renderQueue();
    await table();

    await user.click(screen.getByRole('button', { name: '„Foto Schmidt Kiel“ freigeben' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Freigeben' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die E-Mail an den Inhaber konnte nicht versendet werden.',
    );
  });
});
