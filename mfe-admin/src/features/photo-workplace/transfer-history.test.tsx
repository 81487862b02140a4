import { screen, waitFor, within } from '@testing-library/react';
import type { PhotoTransfer, PhotoTransferPage } from 'shared-ui/contracts/photos-contract';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { jsonResponse, mockFetch, requestsTo } from 'shared-ui/testing/mock-fetch';
import type { UserType } from 'shared-ui/session/session-slice';
import { company, signedInAs } from '../testing/admin-fixtures';
import { TransferHistory } from './transfer-history';

const locations = [
  { id: 1, name: 'Foto Schmidt Kiel', address: 'Holstenstraße 1, 24103 Kiel' },
  { id: 2, name: 'Foto Schmidt Lübeck', address: 'Breite Straße 5, 23552 Lübeck' },
];

function transfer(overrides: Partial<PhotoTransfer> = {}): PhotoTransfer {
  return {
    id: '5f0c1d7e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
    location_id: 1,
    location_name: 'Foto Schmidt Kiel',
    captured_at: '2026-11-20T09:15:00.000Z',
    expires_at: '2027-05-20T09:15:00.000Z',
    status: 'gespeichert',
    uploaded_by: { id: 3, name: 'Lena Meyer' },
    retrieval_count: 0,
    last_retrieved_at: null,
    last_retrieved_by: null,
    override_reason: null,
    ...overrides,
  };
}

function pageOf(results: PhotoTransfer[], count = results.length, page = 1): PhotoTransferPage {
  return { count, page, page_size: 20, results };
}

const listPath = '/api/photos/';

function queries(fetch: ReturnType<typeof mockFetch>) {
  return requestsTo(fetch, listPath).map((request) =>
    Object.fromEntries(new URL(request.url, window.location.origin).searchParams),
  );
}

function renderHistory(userType: UserType) {
  return renderWithProviders(<TransferHistory userType={userType} locations={locations} />, {
    route: '/Passbild',
    ...signedInAs(userType),
  });
}

describe('Verlauf of the photo workplace', () => {
  it('lists the transfers with location, person, status, override and dates', async () => {
    mockFetch({
      [listPath]: jsonResponse(
        pageOf([
          transfer(),
          transfer({
            id: '6a0c1d7e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
            location_id: 2,
            location_name: 'Foto Schmidt Lübeck',
            uploaded_by: { id: 2, name: 'Max Mustermann' },
            status: 'abgerufen',
            retrieval_count: 2,
            last_retrieved_at: '2026-11-22T10:00:00.000Z',
            last_retrieved_by: 'Bürgeramt Kiel',
            override_reason: 'small-child',
          }),
        ]),
      ),
      '/api/photobooth/invite-employee/': jsonResponse(company),
    });
    renderHistory('owner');

    const table = await screen.findByRole('table', { name: 'Übermittelte Fotos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Foto Schmidt Kiel')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Lena Meyer')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Gespeichert')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('20.05.2027')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Abgerufen/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/trotz Prüfung gesendet: Kleinkind/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^2, zuletzt .*\(Bürgeramt Kiel\)$/)).toBeInTheDocument();
  });

  it('filters by location and by person on the server and starts again at page 1', async () => {
    const fetch = mockFetch({
      [listPath]: jsonResponse(pageOf([transfer()], 45)),
      '/api/photobooth/invite-employee/': jsonResponse(company),
    });
    const { user } = renderHistory('manager');

    await screen.findByText('Seite 1 von 3');
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(queries(fetch).at(-1)).toMatchObject({ page: '2' }));

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Standort' }),
      'Foto Schmidt Lübeck',
    );
    await waitFor(() =>
      expect(queries(fetch).at(-1)).toEqual({ page: '1', page_size: '20', location_id: '2' }),
    );

    const person = screen.getByRole('combobox', { name: 'Person' });
    await within(person).findByRole('option', { name: 'Lena Meyer' });
    await user.selectOptions(person, 'Lena Meyer');
    await waitFor(() =>
      expect(queries(fetch).at(-1)).toEqual({
        page: '1',
        page_size: '20',
        location_id: '2',
        uploaded_by: '3',
      }),
    );
  });

  it('gives employees their own list without a person filter', async () => {
    const fetch = mockFetch({ [listPath]: jsonResponse(pageOf([])) });
    renderHistory('employee');

    expect(await screen.findByText('Noch keine übermittelten Fotos.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Person' })).not.toBeInTheDocument();
    expect(requestsTo(fetch, '/api/photobooth/invite-employee/')).toHaveLength(0);
  });
});
