import { type UserType } from 'shared-ui/contracts/accounts-contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, logIn, useTestApp } from '../../resources/accounts/testing/identity-test-kit';
import { createTestAuthority } from '../../resources/authorities/testing/authority-fixtures';
import {
  addStaff,
  createCompany,
  createSignedInOperator,
  submitLocation,
} from '../../resources/operator/testing/operator-test-kit';
import type { TestPerson } from '../../resources/operator/testing/operator-test-kit';
import {
  documentedOperations,
  hostileJsonBodies,
  hostileUrls,
  leaksInternals,
  plainUrl,
  requestFor,
} from '../testing/hostile-input';
import type { DocumentedOperation, GeneratedRequest } from '../testing/hostile-input';

/**
 * Issue 25: a security suite generated from the API's own OpenAPI document (`/api/docs/json`),
 * so every route is covered the day it is documented. For every documented operation:
 * - anonymous callers get 401 before the input is looked at, unless the route is public below;
 * - each role the route does not admit gets 403, whatever the input;
 * - another company's owner reaches none of the first company's things by id (404) and sees
 *   nothing of it in any list;
 * - generated input (plausible values from the route's schemas mixed with hostile ones) and a
 *   fixed list of hostile bodies never produce a 5xx or a stack trace, and input the server
 *   refuses changes nothing in the database.
 * A new route that is not in the access table below fails the suite: its author decides there
 * who may call it. Fast-check runs with a fixed seed and a bounded number of runs.
 */

type Role = Extract<UserType, 'owner' | 'manager' | 'employee' | 'operator' | 'authority'>;

const roles: readonly Role[] = ['owner', 'manager', 'employee', 'operator', 'authority'];
const studio: readonly Role[] = ['owner', 'manager', 'employee'];
/** What requireUser admits without a list of roles: everyone but an authority's clerks. */
const withoutClerks: readonly Role[] = [...studio, 'operator'];

/**
 * Who may call each documented operation: `public` (no login; proofs, signed links or codes
 * protect what needs protecting), or the roles the route's login check lets in.
 */
const access: Record<string, 'public' | readonly Role[]> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/site/config/': 'public',
  'POST /api/photobooth/register/': 'public',
  'POST /api/photobooth/resend-otp/': 'public',
  'POST /api/photobooth/verify-otp/': 'public',
  'POST /api/photobooth/web-login/': 'public',
  'POST /api/photobooth/token/refresh/': 'public',
  'POST /api/photobooth/logout/': 'public',
  'GET /api/photobooth/profile/': roles,
  'PUT /api/photobooth/profile/': withoutClerks,
  'POST /api/photobooth/registered-shops/': ['owner'],
  'GET /api/photobooth/registered-shops/': withoutClerks,
  'POST /api/photobooth/request-password-reset/': 'public',
  'PUT /api/photobooth/request-password-reset/': 'public',
  'POST /api/photobooth/profile/change-password/': roles,
  'GET /api/photobooth/invite-employee/': withoutClerks,
  'POST /api/photobooth/invite-employee/': withoutClerks,
  'DELETE /api/photobooth/invite-employee/{user_id}/': ['owner', 'manager'],
  'GET /api/photobooth/invitations/': ['owner', 'manager'],
  'POST /api/photobooth/invitations/{id}/resend/': ['owner', 'manager'],
  'DELETE /api/photobooth/invitations/{id}/': ['owner', 'manager'],
  'GET /api/photobooth/checklist/': studio,
  'DELETE /api/photobooth/registered-shops/{id}/': withoutClerks,
  'GET /api/photobooth/registered-shops/{id}/certificate/': withoutClerks,
  'POST /api/photobooth/registered-shops/{id}/certificate/': ['owner'],
  'PUT /api/photobooth/registered-shops/{id}/opening-hours/': ['owner', 'manager'],
  'GET /api/photobooth/get-download-url/': ['owner', 'manager'],
  // A signed, expiring link (from get-download-url) is the permission.
  'GET /api/photobooth/software-download/{operating_system}/{file_name}/': 'public',
  'GET /api/photobooth/get-license-key/': ['owner', 'manager'],
  'GET /api/photobooth/license-public-key/': 'public',
  'GET /api/photobooth/shops-nearby/': 'public',
  'GET /api/public/studios/{id}/': 'public',
  'GET /api/public/places/{place}/': 'public',
  'GET /api/public/studio-pages/': 'public',
  'GET /api/geo/geocode/': 'public',
  'GET /api/geo/postcode/{plz}/': 'public',
  'POST /api/photobooth/eid-start/': studio,
  'POST /api/photobooth/eid-verify/': studio,
  'GET /api/operator/me/': ['operator'],
  'GET /api/operator/review-queue/': ['operator'],
  'POST /api/operator/locations/{id}/approve/': ['operator'],
  'POST /api/operator/locations/{id}/reject/': ['operator'],
  'POST /api/operator/locations/{id}/withdraw-approval/': ['operator'],
  'GET /api/operator/locations/{id}/certificate/': ['operator'],
  'GET /api/operator/companies/': ['operator'],
  'GET /api/operator/companies/{id}/': ['operator'],
  'POST /api/operator/companies/{id}/block/': ['operator'],
  'POST /api/operator/companies/{id}/unblock/': ['operator'],
  'POST /api/photobooth/registered-shops/{id}/resubmit/': ['owner'],
  'GET /api/operator/authorities/': ['operator'],
  'POST /api/operator/authorities/': ['operator'],
  'POST /api/operator/authorities/{id}/clerks/': ['operator'],
  'POST /api/operator/authorities/{id}/disable/': ['operator'],
  'POST /api/operator/authorities/{id}/enable/': ['operator'],
  'POST /api/operator/authorities/{id}/api-keys/': ['operator'],
  'DELETE /api/operator/authorities/{id}/api-keys/{key_id}/': ['operator'],
  'GET /api/authority/me/': ['authority'],
  'POST /api/photos/': studio,
  'GET /api/photos/': studio,
  'GET /api/authority/photos/{id}/': ['authority'],
  'GET /api/authority/photos/{id}/retrievals/': ['authority'],
  // The proof of possession from the printed code is the permission (ARCHITECTURE.md §8).
  'GET /api/public/photos/{id}/': 'public',
  'DELETE /api/public/photos/{id}/': 'public',
  'GET /api/operator/photos/{id}/trail/': ['operator'],
  'GET /api/billing/mandate/': ['owner'],
  'PUT /api/billing/mandate/': ['owner'],
  'GET /api/billing/overview/': ['owner'],
  'GET /api/billing/invoices/{id}/pdf/': ['owner'],
  'GET /api/billing/invoices/{id}/xrechnung/': ['owner'],
  'GET /api/billing/ledger.csv': ['owner'],
  'GET /api/billing/contract/': ['owner'],
  'POST /api/billing/contract/cancellation/': ['owner'],
  'GET /api/operator/billing/months/': ['operator'],
  'POST /api/operator/billing/months/{period}/close/': ['operator'],
  'GET /api/operator/billing/months/{period}/invoices/': ['operator'],
  'GET /api/operator/billing/months/{period}/sepa.xml': ['operator'],
  'GET /api/operator/billing/invoices/{id}/pdf/': ['operator'],
  'POST /api/operator/billing/invoices/{id}/returned/': ['operator'],
};

/**
 * Routes that a signed, expiring link opens without a token (the browser follows it as a plain
 * link): a request carrying `signature` is judged by the link check (403 when it fails), one
 * without it by the login check.
 */
const signedLinkRoutes = new Set([
  'GET /api/photobooth/registered-shops/{id}/certificate/',
  'GET /api/operator/locations/{id}/certificate/',
]);
const carriesSignature = (request: { url: string }) => /[?&](signature|expires)=/.test(request.url);

/** Generated requests per operation and caller; the seed keeps every run the same. */
const fuzz = { seed: 25, numRuns: 6 } as const;

/**
 * Tables that refused input may change on purpose: the rate limiter counts refused attempts
 * (that is how it stops guessing).
 */
const countsRefusals = new Set(['rate_limit_hits']);

const testApp = useTestApp();
let operations: DocumentedOperation[];
const people = {} as Record<Role, TestPerson>;
/** The owner of another company, and what of the first company they must not reach. */
let otherOwner: TestPerson;
let locationOfFirst: number;

beforeAll(async () => {
  operations = await documentedOperations(testApp.app);
  const company = await createCompany(testApp, 'Studio Sicherheit');
  people.owner = company.owner;
  people.manager = await addStaff(testApp, company, 'manager@sicherheit.example', 'manager');
  people.employee = await addStaff(testApp, company, 'foto@sicherheit.example', 'employee');
  people.operator = await createSignedInOperator(testApp);
  const authority = await createTestAuthority(testApp);
  people.authority = { ...authority.clerk, userType: 'authority' };
  otherOwner = (await createCompany(testApp, 'Studio Nebenan')).owner;
  locationOfFirst = await submitLocation(testApp, company.owner, { name: 'Standort Sicherheit' });
}, 120_000);

/** A fingerprint of every table's content (one statement), to see that nothing changed. */
async function tablesFingerprint(): Promise<string> {
  const tables = await testApp.database.db.execute<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const parts = tables.rows
    .filter(({ name }) => !countsRefusals.has(name))
    .map(
      ({ name }) =>
        `'${name}:' || coalesce((SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM "${name}" t), '')`,
    );
  const result = await testApp.database.db.execute<{ fingerprint: string }>(
    `SELECT ${parts.join(" || ' ' || ")} AS fingerprint`,
  );
  return result.rows[0]!.fingerprint;
}

/**
 * The first transaction id not yet handed out. PostgreSQL gives a transaction an id only when it
 * writes (or tries to), so while it stays the same no table can have changed.
 */
async function nextTransactionId(): Promise<string> {
  const result = await testApp.database.db.execute<{ next: string }>(
    'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next',
  );
  return result.rows[0]!.next;
}

interface DatabaseState {
  nextTransactionId: string;
  fingerprint: string;
}

/**
 * The database's content as a fingerprint, read again only when some transaction wrote since
 * `previous` (on a shared PostgreSQL server also another test file's: then it is read again).
 */
async function databaseState(previous: DatabaseState | null = null): Promise<DatabaseState> {
  const next = await nextTransactionId();
  if (previous?.nextTransactionId === next) return previous;
  return { nextTransactionId: next, fingerprint: await tablesFingerprint() };
}

async function send(
  operation: DocumentedOperation,
  request: GeneratedRequest | { url: string; headers: Record<string, string>; raw: string },
  caller: Role | null,
): Promise<LightMyRequestResponse> {
  const headers = { ...request.headers, ...(caller ? bearer(people[caller].accessToken) : {}) };
  if ('raw' in request) {
    return testApp.app.inject({
      method: operation.method,
      url: request.url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: request.raw,
    });
  }
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form)) form.append(name, value);
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    return testApp.app.inject({
      method: operation.method,
      url: request.url,
      headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }
  if (request.body === undefined) {
    return testApp.app.inject({ method: operation.method, url: request.url, headers });
  }
  return testApp.app.inject({
    method: operation.method,
    url: request.url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(request.body),
  });
}

const hostileRaw = (operation: DocumentedOperation) =>
  hostileJsonBodies.map((raw) => ({ url: plainUrl(operation), headers: {}, raw }));

/** Requests a route that validates before it authenticates would answer with 400. */
const hostileRequests = (operation: DocumentedOperation) => [
  { url: plainUrl(operation), headers: {} },
  ...hostileUrls(operation).map((url) => ({ url, headers: {} })),
  ...hostileRaw(operation),
];

/** A shorter list for the role checks (routes × roles): broken JSON, deep nesting, a NUL. */
const hostileForRoles = (operation: DocumentedOperation) => [
  { url: plainUrl(operation), headers: {} },
  ...hostileUrls(operation).map((url) => ({ url, headers: {} })),
  ...hostileRaw(operation).filter(
    ({ raw }) => raw === '{' || raw.startsWith('[[[') || raw.includes('\\u0000'),
  ),
];

describe('the access table', () => {
  it('names every documented operation, and only those', () => {
    const documented = operations.map((operation) => operation.key).sort();

    expect(documented).toEqual(Object.keys(access).sort());
  });

  it('matches the document: protected routes name a security scheme, public ones none', () => {
    const mismatches = operations.filter(
      (operation) => (access[operation.key] === 'public') !== (operation.security.length === 0),
    );

    expect(mismatches.map((operation) => operation.key)).toEqual([]);
  });
});

describe('authentication and roles come before the input is read', () => {
  it('answers anonymous calls of every protected route with 401, whatever the input', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      if (access[operation.key] === 'public') continue;
      const requests = [
        ...hostileRequests(operation),
        ...fc.sample(requestFor(operation), { ...fuzz, numRuns: 3 }),
      ].filter((request) => !(signedLinkRoutes.has(operation.key) && carriesSignature(request)));
      for (const request of requests) {
        const response = await send(operation, request, null);
        if (response.statusCode !== 401) wrong.push(`${operation.key}: ${response.statusCode}`);
      }
    }

    expect([...new Set(wrong)]).toEqual([]);
  }, 300_000);

  it('answers every role a route does not admit with 403, whatever the input', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const admitted = access[operation.key];
      if (admitted === 'public' || admitted === undefined) continue;
      for (const role of roles.filter((candidate) => !admitted.includes(candidate))) {
        for (const request of hostileForRoles(operation)) {
          const response = await send(operation, request, role);
          if (response.statusCode !== 403) {
            wrong.push(`${operation.key} as ${role}: ${response.statusCode}`);
          }
        }
      }
    }

    expect([...new Set(wrong)]).toEqual([]);
  }, 300_000);

  it('lets every admitted role past the login check', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const admitted = access[operation.key];
      if (admitted === 'public' || admitted === undefined) continue;
      for (const role of admitted) {
        const response = await send(operation, { url: plainUrl(operation), headers: {} }, role);
        if (response.statusCode === 401) wrong.push(`${operation.key} as ${role}: 401`);
      }
    }

    expect(wrong).toEqual([]);
  }, 300_000);
});

describe("another company's owner", () => {
  /** The first company's things, by the name of the path parameter that points at them. */
  const firstCompanysIds = () => ({ id: locationOfFirst, user_id: people.employee.id });

  it("reaches none of the first company's things by id, and changes nothing", async () => {
    const reached: string[] = [];
    const checked: string[] = [];
    for (const operation of operations) {
      const admitted = access[operation.key];
      const isStudioRoute = admitted !== 'public' && admitted?.includes('owner');
      if (!isStudioRoute || !operation.path.includes('{')) continue;
      const ids: Record<string, number> = firstCompanysIds();
      const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => String(ids[name]));
      const before = await databaseState();
      const response = await testApp.app.inject({
        method: operation.method,
        url,
        headers: bearer(otherOwner.accessToken),
      });
      checked.push(operation.key);
      const after = await databaseState(before);
      if (response.statusCode !== 404 || after.fingerprint !== before.fingerprint) {
        reached.push(`${operation.key}: ${response.statusCode}`);
      }
    }

    expect(reached).toEqual([]);
    expect(checked).toEqual(
      expect.arrayContaining([
        'DELETE /api/photobooth/invite-employee/{user_id}/',
        'DELETE /api/photobooth/invitations/{id}/',
        'POST /api/photobooth/invitations/{id}/resend/',
        'DELETE /api/photobooth/registered-shops/{id}/',
        'GET /api/photobooth/registered-shops/{id}/certificate/',
        'POST /api/photobooth/registered-shops/{id}/certificate/',
        'POST /api/photobooth/registered-shops/{id}/resubmit/',
        'PUT /api/photobooth/registered-shops/{id}/opening-hours/',
      ]),
    );
  }, 120_000);

  it('sees nothing of the first company in any list', async () => {
    const seen: string[] = [];
    const traces = [
      people.owner.email,
      people.employee.email,
      'Studio Sicherheit',
      'Standort Sicherheit',
    ];
    for (const operation of operations) {
      const admitted = access[operation.key];
      const isStudioRoute = admitted !== 'public' && admitted?.includes('owner');
      if (!isStudioRoute || operation.method !== 'GET' || operation.path.includes('{')) continue;
      const response = await testApp.app.inject({
        method: 'GET',
        url: operation.path,
        headers: bearer(otherOwner.accessToken),
      });
      for (const trace of traces) {
        if (response.body.includes(trace)) seen.push(`${operation.key}: ${trace}`);
      }
    }

    expect(seen).toEqual([]);
  }, 120_000);
});

describe('generated and hostile input', () => {
  /**
   * The state after the last request, read after every request: this file's requests are the
   * only writers of its database, so it is also the state before the next one. `databaseState`
   * reads the tables again only if something wrote since.
   */
  let known: DatabaseState | null = null;

  /** Why an answer is wrong, or null: a 5xx, a stack trace, or a refusal that changed data. */
  async function problemOf(
    operation: DocumentedOperation,
    request: Parameters<typeof send>[1],
    caller: Role | null,
  ): Promise<string | null> {
    const before = known ?? (await databaseState());
    const response = await send(operation, request, caller);
    known = await databaseState(before);
    const shown = `${operation.key} as ${caller ?? 'anonymous'} with ${JSON.stringify(request).slice(0, 160)}`;
    if (response.statusCode >= 500) return `${shown}: ${response.statusCode}`;
    if (leaksInternals(response.body)) {
      return `${shown}: stack trace ${response.body.slice(0, 200)}`;
    }
    if (response.statusCode >= 400 && known.fingerprint !== before.fingerprint) {
      return `${shown}: ${response.statusCode} but the database changed`;
    }
    return null;
  }

  it('never gets a 5xx or a stack trace, and refused input changes nothing', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const admitted = access[operation.key];
      const callers: Array<Role | null> = admitted === 'public' ? [null] : [...(admitted ?? [])];
      for (const caller of callers) {
        for (const request of hostileRequests(operation)) {
          const problem = await problemOf(operation, request, caller);
          if (problem) problems.push(problem);
        }
        const run = await fc.check(
          fc.asyncProperty(
            requestFor(operation),
            async (request) => (await problemOf(operation, request, caller)) === null,
          ),
          { ...fuzz, endOnFailure: true },
        );
        if (run.failed) {
          const example = run.counterexample?.[0];
          problems.push(
            (example && (await problemOf(operation, example, caller))) ?? operation.key,
          );
        }
      }
    }

    expect(problems).toEqual([]);
  }, 600_000);

  it('leaves the server healthy: health check and a fresh log-in still work', async () => {
    // Past the per-IP windows the generated log-ins may have used up.
    testApp.clock.advance(11 * 60_000);

    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const again = await logIn(testApp.app, people.owner.email, people.owner.password);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/photobooth/profile/',
      headers: bearer(again.accessToken),
    });

    expect(health.statusCode).toBe(200);
    expect(profile.statusCode).toBe(200);
  });
});
