import { eq } from 'drizzle-orm';
import type { Checklist, ChecklistItem } from 'shared-ui/contracts/checklist-contract';
import { as, bearer, useTestApp } from '../accounts/testing/identity-test-kit';
import type { SignedIn } from '../accounts/testing/identity-test-kit';
import { users } from '../accounts/schema';
import {
  addStaff,
  createCompany,
  createSignedInOperator,
  submitLocation,
} from '../operator/testing/operator-test-kit';
import type { TestPerson } from '../operator/testing/operator-test-kit';

const testApp = useTestApp();
const url = '/api/photobooth/checklist/';

async function checklistOf(person: SignedIn): Promise<Checklist> {
  const response = await testApp.app.inject({
    method: 'GET',
    url,
    headers: bearer(person.accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Checklist>();
}

/** key → [state, German status]: what the dashboard shows of each step, in the order shown. */
const summary = (checklist: Checklist) =>
  checklist.items.map((item) => [item.key, item.state, item.status]);
const item = (checklist: Checklist, key: string): ChecklistItem =>
  checklist.items.find((candidate) => candidate.key === key)!;

async function verifyEid(person: TestPerson) {
  await testApp.database.db.update(users).set({ eidVerified: true }).where(eq(users.id, person.id));
}

let operator: TestPerson;
beforeAll(async () => {
  operator = await createSignedInOperator(testApp);
}, 60_000);

describe('GET /photobooth/checklist/', () => {
  it('shows a fresh owner what to do, the first location first, and keeps the licence waiting', async () => {
    const { owner } = await createCompany(testApp, 'Studio Neu');

    const checklist = await checklistOf(owner);

    expect(summary(checklist)).toEqual([
      ['locations', 'open', 'Kein Standort'],
      ['own_eid', 'open', 'Nicht verifiziert'],
      ['sepa_mandate', 'open', 'Nicht erteilt'],
      ['staff', 'open', 'Niemand eingeladen'],
      ['licence', 'waiting', 'Noch nicht verfügbar'],
      ['company', 'done', 'Erledigt'],
    ]);
    expect(checklist.next).toBe('locations');
    expect(checklist.complete).toBe(false);
    // Staff are optional: five required steps, the company data already done at registration.
    expect(checklist.progress).toEqual({ done: 1, total: 5 });
    expect(item(checklist, 'locations').link).toEqual({
      to: '/Geschäftsstandorte',
      label: 'Standort anlegen',
    });
    expect(item(checklist, 'own_eid').link.to).toBe('/EidVerifizierung');
    expect(item(checklist, 'sepa_mandate').link.to).toBe('/Abrechnung');
    expect(item(checklist, 'staff').optional).toBe(true);
  });

  it('lists each location with its review state: in review, proof missing, rejected with the reason', async () => {
    const company = await createCompany(testApp, 'Studio Prüfung');
    const inReview = await submitLocation(testApp, company.owner, { name: 'Foto Hafen' });
    const withoutProof = await submitLocation(testApp, company.owner, { name: 'Foto Markt' }, null);
    const rejected = await submitLocation(testApp, company.owner, { name: 'Foto Bahnhof' });
    const refusal = await as(
      testApp,
      operator,
      'POST',
      `/api/operator/locations/${rejected}/reject/`,
      { reason: 'Der Nachweis ist unleserlich.' },
    );
    expect(refusal.statusCode).toBe(200);

    const checklist = await checklistOf(company.owner);

    expect(summary(checklist).slice(0, 3)).toEqual([
      [`location:${withoutProof}`, 'open', 'Nachweis fehlt'],
      [`location:${rejected}`, 'open', 'Abgelehnt'],
      ['own_eid', 'open', 'Nicht verifiziert'],
    ]);
    expect(item(checklist, `location:${inReview}`)).toMatchObject({
      title: 'Gewerbenachweis: Foto Hafen',
      state: 'waiting',
      status: 'In Prüfung',
      link: { to: '/Geschäftsstandorte' },
    });
    expect(item(checklist, `location:${rejected}`).detail).toContain(
      'Der Nachweis ist unleserlich.',
    );
    expect(item(checklist, 'licence').state).toBe('waiting');
    expect(checklist.items.some((entry) => entry.key === 'locations')).toBe(false);
  });

  it('is complete for a finished studio and leaves the optional staff step last to do', async () => {
    const company = await createCompany(testApp, 'Studio Fertig');
    const location = await submitLocation(testApp, company.owner, { name: 'Foto Fertig' });
    const approval = await as(
      testApp,
      operator,
      'POST',
      `/api/operator/locations/${location}/approve/`,
    );
    expect(approval.statusCode).toBe(200);
    await verifyEid(company.owner);
    const mandate = await testApp.app.inject({
      method: 'PUT',
      url: '/api/billing/mandate/',
      headers: bearer(company.owner.accessToken),
      payload: { account_holder: 'Studio Fertig GmbH', iban: 'DE89370400440532013000' },
    });
    expect(mandate.statusCode).toBe(200);

    const checklist = await checklistOf(company.owner);

    expect(checklist.complete).toBe(true);
    expect(checklist.progress).toEqual({ done: 5, total: 5 });
    expect(summary(checklist)).toEqual([
      ['staff', 'open', 'Niemand eingeladen'],
      ['company', 'done', 'Erledigt'],
      [`location:${location}`, 'done', 'Freigegeben'],
      ['own_eid', 'done', 'Verifiziert'],
      ['licence', 'done', 'Verfügbar'],
      ['sepa_mandate', 'done', 'Erteilt'],
    ]);
    expect(item(checklist, 'licence').link.to).toBe('/Software-Download');
  });

  it('counts invited and identified staff for the owner and the manager', async () => {
    const company = await createCompany(testApp, 'Studio Team');
    const manager = await addStaff(testApp, company, 'leitung@team.example', 'manager');
    const employee = await addStaff(testApp, company, 'foto@team.example', 'employee');
    await verifyEid(employee);

    const forOwner = item(await checklistOf(company.owner), 'staff');
    expect(forOwner).toMatchObject({ state: 'waiting', status: 'Ausstehend' });
    expect(forOwner.detail).toBe('1 von 2 Personen per eID identifiziert.');

    const forManager = await checklistOf(manager);
    expect(forManager.items.map((entry) => entry.key).sort()).toEqual([
      'licence',
      'own_eid',
      'profile',
      'staff',
    ]);
    // The manager was invited without a phone number (the registration's placeholder).
    expect(item(forManager, 'profile')).toMatchObject({
      state: 'open',
      detail: 'Es fehlt: Telefonnummer.',
    });
  });

  it('gives an employee without eID only their own steps, the eID among them', async () => {
    const company = await createCompany(testApp, 'Studio Angestellt');
    const employee = await addStaff(testApp, company, 'neu@angestellt.example', 'employee');

    const checklist = await checklistOf(employee);

    expect(summary(checklist)).toEqual([
      ['profile', 'open', 'Unvollständig'],
      ['own_eid', 'open', 'Nicht verifiziert'],
    ]);
    expect(item(checklist, 'own_eid').link).toEqual({
      to: '/EidVerifizierung',
      label: 'Jetzt verifizieren',
    });
    expect(checklist.progress).toEqual({ done: 0, total: 2 });
    expect(JSON.stringify(checklist)).not.toContain('Studio Angestellt');

    await verifyEid(employee);
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/photobooth/profile/',
      headers: bearer(employee.accessToken),
      payload: {
        salutation: 'Herr',
        first_name: 'Max',
        last_name: 'Muster',
        date_of_birth: '1995-01-31',
        phone: '0431 654321',
      },
    });
    const finished = await checklistOf(employee);
    expect(finished.complete).toBe(true);
    expect(finished.next).toBeNull();
  });

  it('refuses anonymous callers and operators', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const asOperatorAnswer = await testApp.app.inject({
      method: 'GET',
      url,
      headers: bearer(operator.accessToken),
    });
    expect(asOperatorAnswer.statusCode).toBe(403);
  });
});
