import { eq } from 'drizzle-orm';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { refreshTokens } from '../sessions/schema';
import { billableEvents } from '../eid/schema';
import { studioLocations } from '../finder/schema';
import { companies, users } from '../accounts/schema';
import {
  as,
  bearer,
  ownerPayload,
  postJson,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import { operatorMessages } from './operator-routes';
import {
  addStaff,
  createCompany,
  createSignedInOperator,
  finderIds,
  submitLocation,
} from './testing/operator-test-kit';
import type { TestCompany, TestPerson } from './testing/operator-test-kit';

const testApp = useTestApp();
let operator: TestPerson;

beforeAll(async () => {
  operator = await createSignedInOperator(testApp);
}, testDatabaseTimeoutMs);

interface Summary {
  id: number;
  name: string;
  state: string;
  people: number;
  locations: number;
  pending_locations: number;
  blocked_at: string | null;
}

async function search(q?: string): Promise<Summary[]> {
  const url = `/api/operator/companies/${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`;
  const response = await as(testApp, operator, 'GET', url);
  expect(response.statusCode).toBe(200);
  return response.json<Summary[]>();
}

const detail = (id: number) => as(testApp, operator, 'GET', `/api/operator/companies/${id}/`);
const block = (id: number, reason?: string) =>
  as(
    testApp,
    operator,
    'POST',
    `/api/operator/companies/${id}/block/`,
    reason === undefined ? {} : { reason },
  );
const unblock = (id: number, reason?: string) =>
  as(
    testApp,
    operator,
    'POST',
    `/api/operator/companies/${id}/unblock/`,
    reason === undefined ? {} : { reason },
  );

async function approvedLocation(company: TestCompany, name: string): Promise<number> {
  const id = await submitLocation(testApp, company.owner, { name, zipcode: '24114' });
  const approved = await as(testApp, operator, 'POST', `/api/operator/locations/${id}/approve/`);
  expect(approved.statusCode).toBe(200);
  return id;
}

describe('searching companies', () => {
  let lichtblick: TestCompany;

  beforeAll(async () => {
    lichtblick = await createCompany(testApp, 'Lichtblick Fotografie');
    await addStaff(testApp, lichtblick, 'jonas.weber@studio-nord.example', 'employee');
    await submitLocation(testApp, lichtblick.owner, { zipcode: '24937', city: 'Flensburg' });
    await createCompany(testApp, 'Passbild 100% Schnell');
  });

  it.each([
    ['part of the name, in any case', 'LICHTBLICK'],
    ['the address of one of its people', 'jonas.weber@studio-nord'],
    ['the postcode of one of its locations', '24937'],
  ])('finds a company by %s', async (_case, q) => {
    const found = await search(q);

    expect(found.map((company) => company.id)).toEqual([lichtblick.id]);
    expect(found[0]).toMatchObject({
      name: 'Lichtblick Fotografie',
      people: 2,
      locations: 1,
      pending_locations: 1,
      blocked_at: null,
    });
  });

  describe('by the name of one of its people', () => {
    let staffed: TestCompany;

    beforeAll(async () => {
      staffed = await createCompany(testApp, 'Atelier Namenssuche');
      const employee = await addStaff(testApp, staffed, 'p.kowalczyk@namen.example', 'employee');
      await testApp.database.db
        .update(users)
        .set({ firstName: 'Gerlinde', lastName: 'Obermaier-Zwick' })
        .where(eq(users.id, staffed.owner.id));
      await testApp.database.db
        .update(users)
        .set({ firstName: 'Piotr', lastName: 'Kowalczyk' })
        .where(eq(users.id, employee.id));
    });

    it.each([
      ["the owner's last name", 'obermaier-zwick'],
      ["the owner's full name", 'Gerlinde Obermaier'],
      ['the last name first', 'Obermaier-Zwick, Gerl'],
      ["a staff member's first name", 'PIOTR'],
      ["a staff member's full name", 'Piotr Kowalczyk'],
    ])('finds it by %s', async (_case, q) => {
      expect((await search(q)).map((company) => company.id)).toEqual([staffed.id]);
    });
  });

  it('takes % and _ literally', async () => {
    expect((await search('100%')).map((company) => company.name)).toEqual([
      'Passbild 100% Schnell',
    ]);
    expect(await search('_')).toEqual([]);
  });

  it('lists the newest companies without a search text', async () => {
    const newest = await createCompany(testApp, 'Ganz Neu Foto');

    const found = await search();

    expect(found[0]?.id).toBe(newest.id);
    expect(found.map((company) => company.id)).toContain(lichtblick.id);
  });
});

describe('the state of a company', () => {
  it('is "unconfirmed", not active, while its owner never confirmed the e-mail address', async () => {
    const payload = ownerPayload({ company_name: 'Foto Unbestätigt' });
    const registered = await postJson(testApp.app, '/api/photobooth/register/', payload);
    expect(registered.statusCode).toBe(201);

    const [found] = await search('Foto Unbestätigt');

    expect(found).toMatchObject({ name: 'Foto Unbestätigt', state: 'unconfirmed' });
    expect((await detail(found!.id)).json()).toMatchObject({ state: 'unconfirmed' });
  });

  it('is "active" once the owner confirmed it, and "blocked" while blocked', async () => {
    const company = await createCompany(testApp, 'Foto Zustand');
    expect((await search('Foto Zustand'))[0]?.state).toBe('active');
    expect((await detail(company.id)).json()).toMatchObject({ state: 'active' });

    await block(company.id, 'Prüfung');

    expect((await search('Foto Zustand'))[0]?.state).toBe('blocked');
    expect((await detail(company.id)).json()).toMatchObject({ state: 'blocked' });
  });
});

describe('the company detail', () => {
  it('shows people with eID status, locations, billable events and the decisions', async () => {
    const company = await createCompany(testApp, 'Foto Übersicht');
    const employee = await addStaff(testApp, company, 'lena.meyer@uebersicht.example', 'employee');
    await testApp.database.db
      .update(users)
      .set({ eidVerified: true })
      .where(eq(users.id, employee.id));
    await testApp.database.db.insert(billableEvents).values({
      companyId: company.id,
      userId: employee.id,
      kind: 'eid_identification',
      amountCents: 99,
      createdAt: testApp.clock(),
    });
    const approved = await approvedLocation(company, 'Foto Übersicht Kiel');
    const pending = await submitLocation(testApp, company.owner, { name: 'Foto Übersicht Neu' });

    const response = await detail(company.id);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: company.id,
      name: 'Foto Übersicht',
      legal_form: 'gmbh',
      blocked_at: null,
      block_reason: null,
    });
    expect(body.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: company.owner.email,
          user_type: 'owner',
          eid_verified: false,
          is_verified: true,
        }),
        expect.objectContaining({
          email: 'lena.meyer@uebersicht.example',
          user_type: 'employee',
          eid_verified: true,
        }),
      ]),
    );
    expect(body.locations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: approved, review_status: 'approved' }),
        expect.objectContaining({ id: pending, review_status: 'pending' }),
      ]),
    );
    expect(body.billable_events).toEqual([
      {
        id: expect.any(Number),
        person: 'Max Muster',
        description: 'eID-Identifizierung (einmalig je Person)',
        amount_eur: 0.99,
        occurred_at: testApp.clock().toISOString(),
      },
    ]);
    expect(body.decisions).toEqual([
      {
        id: expect.any(Number),
        decided_at: testApp.clock().toISOString(),
        operator_email: operator.email,
        action: 'location_approved',
        location_id: approved,
        target: 'Foto Übersicht Kiel (Holstenstraße 1, 24114 Kiel)',
        reason: null,
      },
    ]);
  });

  it('answers 404 for an unknown company', async () => {
    const response = await detail(999_999);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: operatorMessages.companyNotFound,
      code: 'not_found',
    });
  });
});

describe('blocking a company', () => {
  let company: TestCompany;
  let manager: TestPerson;
  let locationId: number;

  beforeAll(async () => {
    company = await createCompany(testApp, 'Foto Gesperrt');
    manager = await addStaff(testApp, company, 'manager@gesperrt.example', 'manager');
    locationId = await approvedLocation(company, 'Foto Gesperrt Kiel');
  });

  it('needs a reason', async () => {
    for (const reason of [undefined, '  ']) {
      const response = await block(company.id, reason);

      expect(response.statusCode).toBe(400);
    }
    const [stored] = await testApp.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(stored?.blockedAt).toBeNull();
  });

  it('ends every session, refuses log-ins and removes the locations from the finder, deleting nothing', async () => {
    // The finder's answer is cached: the block must clear it.
    expect(await finderIds(testApp)).toContain(locationId);

    const response = await block(company.id, 'Gewerbenachweis gefälscht');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: operatorMessages.blocked(2) });
    expect(await finderIds(testApp)).not.toContain(locationId);

    const blockedDetail =
      'Der Zugang Ihres Unternehmens ist gesperrt. Bitte wenden Sie sich an den Bildbote-Support. Grund: Gewerbenachweis gefälscht';
    for (const person of [company.owner, manager]) {
      const refresh = await postJson(testApp.app, '/api/photobooth/token/refresh/', {
        refresh_token: person.refreshToken,
      });
      expect(refresh.statusCode).toBe(401);
      const profile = await testApp.app.inject({
        method: 'GET',
        url: '/api/photobooth/profile/',
        headers: bearer(person.accessToken),
      });
      expect(profile.statusCode).toBe(403);
      expect(profile.json()).toEqual({ detail: blockedDetail, code: 'forbidden' });
      const login = await postJson(testApp.app, '/api/photobooth/web-login/', {
        email: person.email,
        password: person.password,
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual({ detail: blockedDetail });
    }

    const people = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.companyId, company.id));
    expect(people).toHaveLength(2);
    const [location] = await testApp.database.db
      .select()
      .from(studioLocations)
      .where(eq(studioLocations.id, locationId));
    expect(location?.reviewStatus).toBe('approved');
    const open = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, manager.id));
    expect(open.every((token) => token.revokedAt !== null)).toBe(true);

    const shown = (await detail(company.id)).json();
    expect(shown).toMatchObject({
      blocked_at: testApp.clock().toISOString(),
      block_reason: 'Gewerbenachweis gefälscht',
    });
    expect(shown.decisions[0]).toMatchObject({
      action: 'company_blocked',
      operator_email: operator.email,
      target: 'Foto Gesperrt',
      reason: 'Gewerbenachweis gefälscht',
    });
    expect((await search('Foto Gesperrt'))[0]?.blocked_at).toBe(testApp.clock().toISOString());
  });

  it('refuses to block twice', async () => {
    const response = await block(company.id, 'Noch einmal');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: operatorMessages.alreadyBlocked, code: 'conflict' });
  });

  it('can be lifted: log-ins work again and the approved locations return to the finder', async () => {
    const response = await unblock(company.id, 'Nachweis im Original vorgelegt');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: operatorMessages.unblocked });
    expect(await finderIds(testApp)).toContain(locationId);
    const login = await postJson(testApp.app, '/api/photobooth/web-login/', {
      email: company.owner.email,
      password: company.owner.password,
    });
    expect(login.statusCode).toBe(200);
    const { decisions } = (await detail(company.id)).json();
    expect(decisions.map((decision: { action: string }) => decision.action)).toEqual([
      'company_unblocked',
      'company_blocked',
      'location_approved',
    ]);
    expect(decisions[0].reason).toBe('Nachweis im Original vorgelegt');

    const again = await unblock(company.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: operatorMessages.notBlocked, code: 'conflict' });
  });

  it('answers 404 for an unknown company', async () => {
    expect((await block(999_999, 'Grund')).statusCode).toBe(404);
    expect((await unblock(999_999)).statusCode).toBe(404);
  });
});
