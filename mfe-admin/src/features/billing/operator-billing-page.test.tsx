import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingMonth, OperatorInvoice } from 'shared-ui/contracts/billing-contract';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { operatorStatus } from '../operator/operator-fixtures';
import { sentJson, signedInAs } from '../testing/admin-fixtures';
import OperatorBillingPage from './operator-billing-page';

const november: BillingMonth = {
  period: '2026-11',
  period_label: 'November 2026',
  closed_at: '2026-12-01T00:00:00.000Z',
  closed_by: 'System',
  invoice_count: 2,
  net_cents: 2772,
  vat_cents: 527,
  gross_cents: 3299,
  debit_count: 1,
  returned_count: 0,
};

function invoice(overrides: Partial<OperatorInvoice> = {}): OperatorInvoice {
  return {
    id: 1,
    number: 'BB-2026-000001',
    period: '2026-11',
    period_label: 'November 2026',
    issued_at: '2026-12-01T00:00:00.000Z',
    due_on: '2026-12-15',
    net_cents: 2448,
    vat_cents: 465,
    gross_cents: 2913,
    payment: 'sepa',
    returned_at: null,
    company_id: 7,
    company_name: 'Foto Schmidt',
    mailed_at: '2026-12-01T00:00:01.000Z',
    return_note: null,
    ...overrides,
  };
}

function mockConsole(handlers: Record<string, FetchHandler> = {}) {
  return mockFetch({
    'GET /api/operator/me/': jsonResponse(operatorStatus()),
    'GET /api/operator/billing/months/': jsonResponse([november]),
    'GET /api/operator/billing/months/2026-11/invoices/': jsonResponse([
      invoice(),
      invoice({
        id: 2,
        number: 'BB-2026-000002',
        company_name: 'Foto Nord',
        payment: 'transfer',
        gross_cents: 386,
      }),
    ]),
    ...handlers,
  });
}

function renderPage(userType: 'operator' | 'owner' = 'operator') {
  return renderWithProviders(<OperatorBillingPage />, {
    route: '/Betrieb/Abrechnung',
    ...signedInAs(userType),
  });
}

afterEach(() => jest.restoreAllMocks());

describe('/Betrieb/Abrechnung', () => {
  it('shows revenue per month and, on request, the month’s invoices per company', async () => {
    mockConsole();
    renderPage();

    const months = await screen.findByRole('table', { name: 'Umsatz je Monat' });
    expect(
      within(months).getByRole('row', { name: /November 2026 2 27,72 € 5,27 € 32,99 € 1 0/ }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Betriebskonsole' });
    expect(within(nav).getByRole('link', { name: 'Abrechnung' })).toHaveAttribute(
      'href',
      '/Betrieb/Abrechnung',
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Rechnungen November 2026 anzeigen' }),
    );

    const invoices = await screen.findByRole('table', {
      name: 'Rechnungen November 2026 je Unternehmen',
    });
    expect(
      within(invoices).getByRole('row', {
        name: /BB-2026-000001 Foto Schmidt 29,13 € Lastschrift versendet/,
      }),
    ).toBeInTheDocument();
    expect(
      within(invoices).getByRole('row', { name: /BB-2026-000002 Foto Nord 3,86 € Überweisung/ }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Rücklastschrift BB-2026-000002 vermerken' }),
    ).not.toBeInTheDocument();
  });

  it('marks a returned direct debit with a note after confirmation', async () => {
    const fetch = mockConsole({
      'POST /api/operator/billing/invoices/1/returned/': jsonResponse({
        message: 'Die Rücklastschrift ist vermerkt; der Inhaber wurde per E-Mail erinnert.',
      }),
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rechnungen November 2026 anzeigen' }),
    );

    await userEvent.click(
      await screen.findByRole('button', { name: 'Rücklastschrift BB-2026-000001 vermerken' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Rücklastschrift zur Rechnung BB-2026-000001 vermerken',
    });
    await userEvent.type(within(dialog).getByLabelText(/Notiz/), 'Konto erloschen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vermerken und erinnern' }));

    expect(
      await screen.findByText(
        'Die Rücklastschrift ist vermerkt; der Inhaber wurde per E-Mail erinnert.',
      ),
    ).toBeInTheDocument();
    expect(
      await sentJson(requestsTo(fetch, '/api/operator/billing/invoices/1/returned/')[0]),
    ).toEqual({
      note: 'Konto erloschen',
    });
  });

  it('closes a month and says when it had been closed before; a malformed month is not sent', async () => {
    const fetch = mockConsole({
      'POST /api/operator/billing/months/2026-11/close/': jsonResponse({
        period: '2026-11',
        created: false,
        invoice_count: 2,
      }),
    });
    renderPage();
    const field = await screen.findByLabelText('Monat (JJJJ-MM)');

    await userEvent.type(field, 'Nov');
    await userEvent.click(screen.getByRole('button', { name: 'Monat abrechnen' }));
    expect(
      await screen.findByText('Bitte geben Sie einen Monat im Format JJJJ-MM an.'),
    ).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '2026-11');
    await userEvent.click(screen.getByRole('button', { name: 'Monat abrechnen' }));

    expect(
      await screen.findByText(
        'November 2026 war bereits abgerechnet (2 Rechnung(en)); nichts geändert.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(fetch, '/api/operator/billing/months/2026-11/close/')).toHaveLength(1),
    );
  });

  it('sends an owner to their own dashboard', async () => {
    const fetch = mockConsole();
    const { location } = renderPage('owner');

    await waitFor(() => expect(location().pathname).toBe('/Verwaltungsbereich'));
    expect(requestsTo(fetch, '/api/operator/billing/months/')).toHaveLength(0);
  });
});
