import { eq, sql } from 'drizzle-orm';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { studioLocations } from '../finder/schema';
import { companies, users } from '../accounts/schema';
import { bearer, useTestApp } from '../accounts/testing/identity-test-kit';
import { recordDecision } from './operator-decisions';
import { operatorDecisions } from './schema';
import {
  addStaff,
  createCompany,
  createSignedInOperator,
  submitLocation,
} from './testing/operator-test-kit';
import type { TestCompany, TestPerson } from './testing/operator-test-kit';

const testApp = useTestApp();
let operator: TestPerson;
let company: TestCompany;
let others: TestPerson[];
let locationId: number;

beforeAll(async () => {
  operator = await createSignedInOperator(testApp);
  company = await createCompany(testApp, 'Foto Rechte');
  others = [
    company.owner,
    await addStaff(testApp, company, 'manager@rechte.example', 'manager'),
    await addStaff(testApp, company, 'mitarbeiterin@rechte.example', 'employee'),
  ];
  locationId = await submitLocation(testApp, company.owner);
}, testDatabaseTimeoutMs);

interface OperatorCall {
  method: 'GET' | 'POST';
  url: () => string;
  payload?: object;
}

/** Every call of /api/operator/. */
const calls: Record<string, OperatorCall> = {
  'own status': { method: 'GET', url: () => '/api/operator/me/' },
  'review queue': { method: 'GET', url: () => '/api/operator/review-queue/' },
  approve: { method: 'POST', url: () => `/api/operator/locations/${locationId}/approve/` },
  reject: {
    method: 'POST',
    url: () => `/api/operator/locations/${locationId}/reject/`,
    payload: { reason: 'Unleserlich.' },
  },
  'withdraw approval': {
    method: 'POST',
    url: () => `/api/operator/locations/${locationId}/withdraw-approval/`,
    payload: { reason: 'Abgemeldet.' },
  },
  'trade proof': { method: 'GET', url: () => `/api/operator/locations/${locationId}/certificate/` },
  'company search': { method: 'GET', url: () => '/api/operator/companies/?q=Foto' },
  'company detail': { method: 'GET', url: () => `/api/operator/companies/${company.id}/` },
  block: {
    method: 'POST',
    url: () => `/api/operator/companies/${company.id}/block/`,
    payload: { reason: 'Gefälscht.' },
  },
  unblock: {
    method: 'POST',
    url: () => `/api/operator/companies/${company.id}/unblock/`,
    payload: {},
  },
};

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/** The messages along an error's cause chain (Drizzle wraps the driver's error). */
function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    messages.push(current.message);
  }
  return messages;
}

function send(call: OperatorCall, token: string | null) {
  return testApp.app.inject({
    method: call.method,
    url: call.url(),
    headers: token ? bearer(token) : {},
    ...(call.payload ? { payload: call.payload } : {}),
  });
}

async function nothingChanged() {
  const [location] = await testApp.database.db
    .select()
    .from(studioLocations)
    .where(eq(studioLocations.id, locationId));
  const [stored] = await testApp.database.db
    .select()
    .from(companies)
    .where(eq(companies.id, company.id));
  expect(location?.reviewStatus).toBe('pending');
  expect(stored?.blockedAt).toBeNull();
  expect(await testApp.database.db.select().from(operatorDecisions)).toEqual([]);
}

describe.each(Object.entries(calls))('%s', (_name, call) => {
  it('answers 401 without a token', async () => {
    const response = await send(call, null);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Bitte melden Sie sich an.', code: 'unauthorized' });
    await nothingChanged();
  });

  it.each(['owner', 'manager', 'employee'])('answers 403 to the %s', async (role) => {
    const person = others.find((other) => other.userType === role)!;

    const response = await send(call, person.accessToken);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Für diese Aktion fehlt Ihnen die Berechtigung.',
      code: 'forbidden',
    });
    await nothingChanged();
  });
});

describe('what operators can read', () => {
  it('never includes password hashes, codes or tokens', async () => {
    const stored = await testApp.database.db.select().from(users);
    const [licence] = await testApp.database.db
      .select({ id: companies.licenseId })
      .from(companies)
      .where(eq(companies.id, company.id));
    const secrets = [
      '$argon2',
      licence!.id,
      ...stored.map((person) => person.passwordHash),
      ...[operator, ...others].flatMap((person) => [person.accessToken, person.refreshToken]),
    ];
    const names = ['own status', 'review queue', 'company search', 'company detail', 'reject'];
    for (const name of [...names, 'block', 'unblock']) {
      const response = await send(calls[name]!, operator.accessToken);
      expect(response.statusCode).toBe(200);

      for (const secret of secrets) expect(response.body).not.toContain(secret);
      for (const key of keysOf(response.json())) {
        expect(key).not.toMatch(
          /hash|token|(^|_)code|otp|secret|licen[cs]e|password(?!_change_required)/i,
        );
      }
    }
  });
});

describe('the record of decisions', () => {
  it('offers no route to change or remove a record', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [
        '/api/operator/decisions/1/',
        `/api/operator/companies/${company.id}/`,
        `/api/operator/companies/${company.id}/decisions/`,
      ]) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: bearer(operator.accessToken),
        });
        expect(response.statusCode).toBe(404);
      }
    }
  });

  it('is refused by the database itself on UPDATE, DELETE and TRUNCATE', async () => {
    const [operatorRow] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, operator.id));
    await recordDecision(testApp.database.db, {
      operator: operatorRow!,
      action: 'company_blocked',
      companyId: company.id,
      target: company.name,
      reason: 'Prüfung des Protokolls',
      at: testApp.clock(),
    });
    const [record] = await testApp.database.db
      .select()
      .from(operatorDecisions)
      .where(eq(operatorDecisions.reason, 'Prüfung des Protokolls'));

    for (const statement of [
      sql`UPDATE operator_decisions SET reason = 'geändert' WHERE id = ${record!.id}`,
      sql`DELETE FROM operator_decisions WHERE id = ${record!.id}`,
      sql`TRUNCATE operator_decisions`,
    ]) {
      const refusal = await testApp.database.db.execute(statement).then(
        () => null,
        (error: unknown) => error,
      );
      expect(messagesOf(refusal)).toContain(
        'operator_decisions: Entscheidungen werden nur angefügt, nie geändert oder gelöscht',
      );
    }
    const [unchanged] = await testApp.database.db
      .select()
      .from(operatorDecisions)
      .where(eq(operatorDecisions.id, record!.id));
    expect(unchanged).toEqual(record);
  });
});
