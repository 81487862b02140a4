import fs from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../app';
import type { AppConfig } from '../../../kernel/config/config';
import type { OpenedDatabase } from '../../../kernel/database/database';
import { createTestConfig } from '../../../kernel/testing/test-config';
import { createTestDatabase, testDatabaseTimeoutMs } from '../../../kernel/testing/test-database';
import { latestMailTo } from '../../../kernel/mail/outbox-reader';
import { createPasswordHasher } from '../../../kernel/passwords/password-hasher';
import type { PasswordHashCost, PasswordHasher } from '../../../kernel/passwords/password-hasher';

/** A clock the test moves by hand: expiry tests advance it instead of sleeping. */
export interface MovableClock {
  (): Date;
  advance(milliseconds: number): void;
}

export function movableClock(start = new Date('2026-11-22T09:00:00Z')): MovableClock {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (milliseconds: number) => {
    now += milliseconds;
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: OpenedDatabase;
  clock: MovableClock;
  /** The app's password hasher, at the test cost; for accounts a test creates beside the app. */
  passwords: PasswordHasher;
  close(): Promise<void>;
}

/**
 * argon2id's lowest cost (1 MiB, one pass) for test sites: their passwords protect nothing, and at
 * the standard cost hashing took about a quarter of the API suites' time. The standard cost has
 * its own test (password-worker-pool.test.ts).
 */
const testPasswordHashCost: PasswordHashCost = { memoryCost: 1024, timeCost: 1 };

/** A password hasher at the test cost with one worker thread; its owner closes it. */
export function createTestPasswordHasher(): PasswordHasher {
  return createPasswordHasher({ workers: 1, cost: testPasswordHashCost });
}

/** The real app on a fresh database, mails into a fresh outbox, time under the test's control. */
export async function startTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = createTestConfig(env);
  const clock = movableClock();
  const passwords = createTestPasswordHasher();
  const app = await buildApp({ config, database, clock, passwords });
  return {
    app,
    config,
    database,
    clock,
    passwords,
    close: async () => {
      await app.close();
      await passwords.close();
      await database.close();
      await fs.rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Long enough that every per-IP rate-limit window (the longest is 10 minutes) has passed. */
const rateLimitWindowMs = 10 * 60_000;

/**
 * The set-up most API test files share: one test app for the whole file, started in `beforeAll`
 * (a fresh database takes a few seconds) and closed in `afterAll`. The returned object is filled
 * in by `beforeAll`, so use it in hooks and tests, not at the top level of the file.
 * `freshRateLimitWindows`: every test starts in a fresh window of the per-IP limits (all injected
 * requests come from one IP), by moving the clock forward before each test.
 */
export function useTestApp(options: { freshRateLimitWindows?: boolean } = {}): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await startTestApp());
  }, testDatabaseTimeoutMs);
  afterAll(() => testApp.close());
  if (options.freshRateLimitWindows) {
    beforeEach(() => testApp.clock.advance(rateLimitWindowMs));
  }
  return testApp;
}

let people = 0;

/** A complete owner registration (public-site.md §3) with an address of its own. */
export function ownerPayload(overrides: Record<string, unknown> = {}) {
  people += 1;
  return {
    user: {
      username: `annaschmidt${100000 + people}`,
      first_name: 'Anna',
      last_name: 'Schmidt',
      email: `inhaberin${people}@example.de`,
      password: 'Passwort1!',
    },
    phone: '0431 123456',
    date_of_birth: '1990-05-17',
    salutation: 'Frau',
    website: 'https://foto-schmidt.example',
    company_name: 'Foto Schmidt',
    legal_form: 'gmbh',
    user_type: 'owner',
    ...overrides,
  };
}

/** A registration of invited staff: no company data, the owner_code of the invitation. */
export function staffPayload(
  email: string,
  ownerCode: string,
  userType: 'employee' | 'manager' = 'employee',
) {
  people += 1;
  return {
    user: {
      username: `maxmuster${100000 + people}`,
      first_name: 'Max',
      last_name: 'Muster',
      email,
      password: 'Passwort1!',
    },
    phone: '0000000000',
    date_of_birth: '1995-01-31',
    salutation: 'Herr',
    user_type: userType,
    owner_code: ownerCode,
  };
}

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** The verification code of the newest mail to `email`, read from the outbox `.eml`. */
export async function mailedCode(config: AppConfig, email: string): Promise<string> {
  const mail = await latestMailTo(config, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`Keine Mail mit Bestätigungscode an ${email}`);
  return code;
}

export interface SignedIn {
  email: string;
  accessToken: string;
  refreshToken: string;
}

/** Registers, verifies with the mailed code and logs in. */
export async function registerVerifyAndLogIn(
  { app, config }: TestApp,
  payload: { user: { email: string; password: string } } & Record<string, unknown>,
): Promise<SignedIn> {
  const registered = await postJson(app, '/api/photobooth/register/', payload);
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const { email, password } = payload.user;
  const otp = await mailedCode(config, email);
  const verified = await postJson(app, '/api/photobooth/verify-otp/', { email, otp });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  return logIn(app, email, password);
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<SignedIn> {
  const response = await postJson(app, '/api/photobooth/web-login/', { email, password });
  if (response.statusCode !== 200) throw new Error(`web-login: ${response.body}`);
  const body = response.json<{ access_token: string; refresh_token: string }>();
  return { email, accessToken: body.access_token, refreshToken: body.refresh_token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A request as `person` (or without a token when null). */
export function as(
  testApp: TestApp,
  person: SignedIn | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method,
    url,
    headers: person ? bearer(person.accessToken) : {},
    ...(payload ? { payload } : {}),
  });
}
