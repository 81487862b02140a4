import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mandateMessages } from 'shared-ui/billing/billing-rules';
import type {
  BillingOverview,
  ContractAnswer,
  MandateAnswer,
} from 'shared-ui/contracts/billing-contract';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { sentJson, signedInAs } from '../testing/admin-fixtures';
import BillingPage from './billing-page';

const mandateText =
  'Wir ermächtigen Bildbote GmbH (Gläubiger-Identifikationsnummer DE98ZZZ09999999999), Zahlungen von unserem Konto mittels Lastschrift einzuziehen.';

function mandateAnswer(overrides: Partial<MandateAnswer> = {}): MandateAnswer {
  return {
    creditor_name: 'Bildbote GmbH',
    creditor_id: 'DE98ZZZ09999999999',
    mandate_text: mandateText,
    mandate: null,
    history: [],
    ...overrides,
  };
}

const signedMandate = {
  reference: 'BB-000007-1',
  account_holder: 'Foto Schmidt GmbH',
  iban: 'DE89 **** **** **** **30 00',
  bic: null,
  signed_at: '2026-11-20T10:00:00.000Z',
  superseded_at: null,
};

const overview: BillingOverview = {
  period: '2026-11',
  period_label: 'November 2026',
  transfers: [
    { location: 'Foto Schmidt Kiel', count: 30, amount_cents: 2250 },
    { location: 'Foto Schmidt Lübeck', count: 2, amount_cents: 150 },
  ],
  identifications: [
    { person: 'Lena Meyer', identified_at: '2026-11-03T09:00:00.000Z', amount_cents: 99 },
  ],
  net_cents: 2499,
  vat_cents: 475,
  gross_cents: 2974,
  invoices: [
    {
      id: 4,
      number: 'BB-2026-000004',
      period: '2026-10',
      period_label: 'Oktober 2026',
      issued_at: '2026-11-01T01:00:00.000Z',
      due_on: '2026-11-15',
      net_cents: 2448,
      vat_cents: 465,
      gross_cents: 2913,
      payment: 'sepa',
      returned_at: null,
    },
  ],
};

interface Click {
  href: string;
  download: string;
}

function recordDownloads(): { clicks: Click[]; blobs: Blob[] } {
  const clicks: Click[] = [];
  const blobs: Blob[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push({ href: this.href, download: this.download });
  });
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:rechnung';
    }),
    revokeObjectURL: jest.fn(),
  });
  return { clicks, blobs };
}

const contract: ContractAnswer = {
  terms: 'Sie können Ihren Vertrag jederzeit mit einer Frist von 14 Tagen zum Monatsende kündigen.',
  cancellation: null,
  ends_on_if_cancelled_today: '2026-12-31',
  if_cancelled_today: 'Kündigen Sie heute, endet Ihr Vertrag mit Ablauf des 31.12.2026.',
};

afterEach(() => jest.restoreAllMocks());

function mockBilling(handlers: Record<string, FetchHandler> = {}) {
  return mockFetch({
    'GET /api/billing/overview/': jsonResponse(overview),
    'GET /api/billing/mandate/': jsonResponse(mandateAnswer()),
    'GET /api/billing/contract/': jsonResponse(contract),
    ...handlers,
  });
}

function renderPage(userType: 'owner' | 'manager' | 'employee' = 'owner') {
  return renderWithProviders(<BillingPage />, { route: '/Abrechnung', ...signedInAs(userType) });
}

describe('/Abrechnung', () => {
  it('shows the owner the running month: transfers per location, identifications and totals', async () => {
    mockBilling();
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Laufender Monat: November 2026' }),
    ).toBeInTheDocument();
    const transfers = screen.getByRole('table', { name: 'Fotoübertragungen je Standort' });
    expect(
      within(transfers).getByRole('row', { name: /Foto Schmidt Kiel 30 22,50 €/ }),
    ).toBeInTheDocument();
    const people = screen.getByRole('table', { name: 'eID-Identifizierungen je Person' });
    expect(
      within(people).getByRole('row', { name: /Lena Meyer 03\.11\.2026 0,99 €/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Summen des laufenden Monats')).toHaveTextContent(
      'Netto24,99 €Umsatzsteuer 19 %4,75 €Brutto29,74 €',
    );
  });

  it('downloads last month’s invoice as PDF and the month’s ledger as CSV', async () => {
    const pdfBytes = new Uint8Array([37, 80, 68, 70]);
    const fetch = mockBilling({
      'GET /api/billing/invoices/4/pdf/': new Response(pdfBytes, {
        headers: { 'Content-Type': 'application/pdf' },
      }),
      'GET /api/billing/invoices/4/xrechnung/': new Response('<Invoice/>', {
        headers: { 'Content-Type': 'application/xml' },
      }),
      'GET /api/billing/ledger.csv': new Response('Buchung;Zeitpunkt\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      }),
    });
    const { clicks, blobs } = recordDownloads();
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'PDF BB-2026-000004' }));

    await waitFor(() =>
      expect(clicks).toEqual([{ href: 'blob:rechnung', download: 'Rechnung-BB-2026-000004.pdf' }]),
    );
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(blobs[0]?.size).toBe(4);

    await userEvent.click(screen.getByRole('button', { name: 'E-Rechnung BB-2026-000004' }));

    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(clicks[1]?.download).toBe('Rechnung-BB-2026-000004.xml');

    await userEvent.click(screen.getByRole('button', { name: 'CSV Oktober 2026' }));

    await waitFor(() => expect(clicks).toHaveLength(3));
    expect(clicks[2]?.download).toBe('Buchungen-2026-10.csv');
    const [csvRequest] = requestsTo(fetch, '/api/billing/ledger.csv');
    expect(new URL(csvRequest!.url, window.location.origin).searchParams.get('period')).toBe(
      '2026-10',
    );
  });

  it('grants a mandate: shows the text with the creditor id and sends holder and IBAN', async () => {
    let saved = false;
    const fetch = mockBilling({
      'GET /api/billing/mandate/': () =>
        jsonResponse(
          saved
            ? mandateAnswer({ mandate: signedMandate, history: [signedMandate] })
            : mandateAnswer(),
        ),
      'PUT /api/billing/mandate/': () => {
        saved = true;
        return jsonResponse({
          ...mandateAnswer({ mandate: signedMandate, history: [signedMandate] }),
          message: mandateMessages.saved,
        });
      },
    });
    renderPage();

    expect(await screen.findByText(mandateText)).toBeInTheDocument();
    expect(
      screen.getByText(/Gläubiger-Identifikationsnummer DE98ZZZ09999999999$/),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Kontoinhaber/ }),
      'Foto Schmidt GmbH',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /^IBAN/ }),
      'DE89 3704 0044 0532 0130 00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mandat erteilen' }));

    expect(await screen.findByText(mandateMessages.saved)).toBeInTheDocument();
    expect(await sentJson(requestsTo(fetch, '/api/billing/mandate/', 'PUT')[0])).toEqual({
      account_holder: 'Foto Schmidt GmbH',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expect(await screen.findByText('BB-000007-1')).toBeInTheDocument();
    expect(screen.getByText('DE89 **** **** **** **30 00')).toBeInTheDocument();
  });

  it('refuses a wrong IBAN in the browser with the German message naming it, sending nothing', async () => {
    const fetch = mockBilling();
    renderPage();

    await userEvent.type(
      await screen.findByRole('textbox', { name: /Kontoinhaber/ }),
      'Foto Schmidt GmbH',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^IBAN/ }), 'DE89370400440532013001');
    await userEvent.click(screen.getByRole('button', { name: 'Mandat erteilen' }));

    expect(
      await screen.findByText(mandateMessages.invalidIban('DE89370400440532013001')),
    ).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/billing/mandate/', 'PUT')).toHaveLength(0);
  });

  it('cancels the contract after a confirmation and shows the last day the server decided', async () => {
    const cancelled = {
      ...contract,
      cancellation: {
        requested_at: '2026-11-22T09:00:00.000Z',
        ends_on: '2026-12-31',
        ended: false,
        text: 'Ihr Vertrag ist bereits gekündigt und endet mit Ablauf des 31.12.2026.',
      },
    };
    const message =
      'Ihre Kündigung ist eingegangen. Ihr Vertrag endet mit Ablauf des 31.12.2026; bis dahin können Sie Fotos wie gewohnt senden. Der letzte Monat wird wie gewohnt abgerechnet.';
    let done = false;
    const fetch = mockBilling({
      'GET /api/billing/contract/': () => jsonResponse(done ? cancelled : contract),
      'POST /api/billing/contract/cancellation/': () => {
        done = true;
        return jsonResponse({ ...cancelled, message });
      },
    });
    renderPage();

    expect(await screen.findByText(contract.terms)).toBeInTheDocument();
    expect(screen.getByText(contract.if_cancelled_today)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vertrag kündigen' }));
    const confirm = screen.getByRole('group', {
      name: 'Möchten Sie Ihren Vertrag wirklich kündigen?',
    });
    // Nothing is sent before the confirmation; "Nicht kündigen" leaves it so.
    expect(requestsTo(fetch, '/api/billing/contract/cancellation/')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Nicht kündigen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vertrag kündigen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, Vertrag kündigen' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Ihr Vertrag ist bereits gekündigt und endet mit Ablauf des 31.12.2026.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/billing/contract/cancellation/')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Vertrag kündigen' })).not.toBeInTheDocument();
  });

  it.each([
    ['manager', '/Verwaltungsbreich'],
    ['employee', '/Verwaltungsbreich'],
  ] as const)(
    'sends a %s to their own dashboard without asking for billing data',
    async (userType, dashboard) => {
      const fetch = mockBilling();
      const { location } = renderPage(userType);

      await waitFor(() => expect(location().pathname).toBe(dashboard));
      expect(requestsTo(fetch, '/api/billing/overview/')).toHaveLength(0);
    },
  );
});
