import { eq } from 'drizzle-orm';
import { mandateMessages } from 'shared-ui/billing/billing-rules';
import { bearer, useTestApp } from '../accounts/testing/identity-test-kit';
import type { TestApp } from '../accounts/testing/identity-test-kit';
import {
  addStaff,
  createCompany,
  createSignedInOperator,
} from '../operator/testing/operator-test-kit';
import type { TestCompany, TestPerson } from '../operator/testing/operator-test-kit';
import { sepaMandates } from './schema';

const testApp = useTestApp();
let company: TestCompany;
let manager: TestPerson;
let operator: TestPerson;

beforeAll(async () => {
  company = await createCompany(testApp, 'Foto Mandat');
  manager = await addStaff(testApp, company, 'leitung@mandat.example', 'manager');
  operator = await createSignedInOperator(testApp);
}, 60_000);

const url = '/api/billing/mandate/';

function putMandate(app: TestApp, token: string | null, payload: object) {
  return app.app.inject({
    method: 'PUT',
    url,
    headers: token ? bearer(token) : {},
    payload,
  });
}

async function storedMandates(companyId: number) {
  return testApp.database.db
    .select()
    .from(sepaMandates)
    .where(eq(sepaMandates.companyId, companyId));
}

describe('SEPA mandate', () => {
  it('shows the mandate text with the creditor id from configuration before any mandate', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: bearer(company.owner.accessToken),
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.creditor_id).toBe(testApp.config.billing.creditorId);
    expect(body.creditor_name).toBe(testApp.config.company.name);
    expect(body.mandate_text).toContain(
      `Gläubiger-Identifikationsnummer ${testApp.config.billing.creditorId}`,
    );
    expect(body.mandate).toBeNull();
    expect(body.history).toEqual([]);
  });

  it.each([
    ['DE89 3704 0044 0532 0130 01', mandateMessages.invalidIban('DE89 3704 0044 0532 0130 01')],
    ['DE12', mandateMessages.invalidIban('DE12')],
    // A valid IBAN of a country outside SEPA (Brazil).
    ['BR1800360305000010009795493C1', mandateMessages.notSepaIban('BR1800360305000010009795493C1')],
  ])(
    'refuses the IBAN %s with a German message naming it, and stores nothing',
    async (iban, message) => {
      const response = await putMandate(testApp, company.owner.accessToken, {
        account_holder: 'Foto Mandat GmbH',
        iban,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: message, iban: [message] });
      expect(message).toContain(iban);
      expect(await storedMandates(company.id)).toEqual([]);
    },
  );

  it('refuses a wrong BIC and a missing account holder', async () => {
    const response = await putMandate(testApp, company.owner.accessToken, {
      account_holder: ' ',
      iban: 'DE89370400440532013000',
      bic: 'XYZ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      account_holder: [mandateMessages.accountHolderRequired],
      bic: [mandateMessages.invalidBic('XYZ')],
    });
    expect(await storedMandates(company.id)).toEqual([]);
  });

  it('is the owner’s alone: managers and operators get 403, nobody signed in 401', async () => {
    const payload = { account_holder: 'Foto Mandat GmbH', iban: 'DE89370400440532013000' };

    expect((await putMandate(testApp, manager.accessToken, payload)).statusCode).toBe(403);
    expect((await putMandate(testApp, operator.accessToken, payload)).statusCode).toBe(403);
    expect((await putMandate(testApp, null, payload)).statusCode).toBe(401);
    const read = await testApp.app.inject({
      method: 'GET',
      url,
      headers: bearer(manager.accessToken),
    });
    expect(read.statusCode).toBe(403);
    expect(await storedMandates(company.id)).toEqual([]);
  });

  it('records a mandate with reference and date, shows the IBAN masked, and keeps every change', async () => {
    const first = await putMandate(testApp, company.owner.accessToken, {
      account_holder: 'Foto Mandat GmbH',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
    });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: mandateMessages.saved,
      mandate: {
        reference: `BB-${String(company.id).padStart(6, '0')}-1`,
        account_holder: 'Foto Mandat GmbH',
        iban: 'DE89 **** **** **** **30 00',
        bic: 'COBADEFFXXX',
        signed_at: testApp.clock().toISOString(),
        superseded_at: null,
      },
    });
    expect(first.body).not.toContain('0532');

    testApp.clock.advance(60_000);
    const second = await putMandate(testApp, company.owner.accessToken, {
      account_holder: 'Anna Schmidt',
      iban: 'AT61 1904 3002 3457 3201',
    });

    expect(second.statusCode).toBe(200);
    const body = second.json();
    expect(body.mandate).toMatchObject({
      reference: `BB-${String(company.id).padStart(6, '0')}-2`,
      iban: 'AT61 **** **** **** 3201',
      bic: null,
    });
    expect(body.history).toHaveLength(2);
    expect(body.history[1]).toMatchObject({
      reference: `BB-${String(company.id).padStart(6, '0')}-1`,
      superseded_at: testApp.clock().toISOString(),
    });
    const stored = await storedMandates(company.id);
    expect(stored.map((mandate) => mandate.iban).sort()).toEqual([
      'AT611904300234573201',
      'DE89370400440532013000',
    ]);
    const read = await testApp.app.inject({
      method: 'GET',
      url,
      headers: bearer(company.owner.accessToken),
    });
    expect(read.json().mandate.reference).toBe(body.mandate.reference);
    expect(read.body).not.toContain('AT611904300234573201');
  });
});
