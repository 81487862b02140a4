import { eq, sql } from 'drizzle-orm';
import { validationMessages } from 'shared-ui/validation/messages';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { findAccountByEmail } from '../accounts/accounts';
import { createInvitation } from '../accounts/invitations';
import { companies, invitations, users } from '../accounts/schema';
import {
  mailedCode,
  ownerPayload,
  postJson,
  staffPayload,
  startTestApp,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import { readOutbox } from '../../kernel/mail/outbox-reader';
import { licenseHash, registrationMessages } from './registration-routes';

const testApp = useTestApp({ freshRateLimitWindows: true });

const register = (payload: unknown) => postJson(testApp.app, '/api/photobooth/register/', payload);

async function countRows(table: typeof users | typeof companies) {
  const [row] = await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe('owner registration', () => {
  it('creates the owner with the company, unverified, and mails a German code', async () => {
    const payload = ownerPayload();

    const response = await register(payload);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      user: {
        username: payload.user.username,
        email: payload.user.email,
        first_name: 'Anna',
        last_name: 'Schmidt',
        is_verified: false,
      },
      user_type: 'owner',
      detail: registrationMessages.created,
    });
    const account = await findAccountByEmail(testApp.database.db, payload.user.email);
    expect(account?.user).toMatchObject({
      userType: 'owner',
      isVerified: false,
      salutation: 'Frau',
      dateOfBirth: '1990-05-17',
      phone: '0431 123456',
      supervisorId: null,
    });
    expect(account?.user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account?.company).toMatchObject({
      name: 'Foto Schmidt',
      legalForm: 'gmbh',
      website: 'https://foto-schmidt.example',
      blockedAt: null,
    });
    const mails = (await readOutbox(testApp.config)).filter((m) => m.to === payload.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Ihr Bestätigungscode: \d{6}$/);
    expect(mails[0]!.text).toContain('Guten Tag Frau Schmidt,');
    expect(mails[0]!.text).toContain('10 Minuten gültig');
    expect(mails[0]!.html).toContain(await mailedCode(testApp.config, payload.user.email));
    // The link opens /Code-Verifizierung with the address filled in, also in a new window.
    const link = `${testApp.config.publicUrl}/Code-Verifizierung?email=${encodeURIComponent(payload.user.email)}`;
    expect(mails[0]!.text).toContain(`Zur Code-Verifizierung: ${link}`);
    expect(mails[0]!.html).toContain(`href="${link}"`);
  });

  it('treats addresses case-insensitively', async () => {
    const payload = ownerPayload();
    await register(payload);

    const again = await register(
      ownerPayload({ user: { ...payload.user, email: payload.user.email.toUpperCase() } }),
    );

    expect(again.statusCode).toBe(409);
  });

  it('answers an unverified duplicate with the marker the page reads and a new code', async () => {
    const payload = ownerPayload();
    await register(payload);
    testApp.clock.advance(61_000);

    const response = await register(payload);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      user: { email: 'Please verify your email.', is_verified: false },
      detail:
        'Registrierung fehlgeschlagen! Ihre E-Mail-Adresse ist bereits registriert. Bitte überprüfen Sie Ihre E-Mail.',
    });
    const mails = (await readOutbox(testApp.config)).filter((m) => m.to === payload.user.email);
    expect(mails).toHaveLength(2);
    // That the new code voids the old one is one-time-codes.test.ts's (it knows both codes).
    const verified = await postJson(testApp.app, '/api/photobooth/verify-otp/', {
      email: payload.user.email,
      otp: await mailedCode(testApp.config, payload.user.email),
    });
    expect(verified.statusCode).toBe(200);
  });

  it('asks a verified duplicate to log in', async () => {
    const payload = ownerPayload();
    await register(payload);
    const otp = await mailedCode(testApp.config, payload.user.email);
    await postJson(testApp.app, '/api/photobooth/verify-otp/', { email: payload.user.email, otp });

    const response = await register(payload);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      user: {
        email: 'Der Benutzer mit dieser E-Mail-Adresse ist bereits registriert',
        is_verified: true,
      },
      detail:
        'Diese E-Mail-Adresse ist bereits registriert und bestätigt. Bitte melden Sie sich an.',
    });
  });

  it('draws another username suffix when the sent one is taken', async () => {
    const first = ownerPayload();
    await register(first);
    const second = ownerPayload({
      user: { ...ownerPayload().user, username: first.user.username },
    });

    const response = await register(second);

    expect(response.statusCode).toBe(201);
    const { username } = response.json<{ user: { username: string } }>().user;
    expect(username).toMatch(/^annaschmidt[1-9]\d{5}$/);
    expect(username).not.toBe(first.user.username);
  });
});

describe('server-side validation with the shared schema', () => {
  it.each([
    [
      'a weak password',
      { user: { password: 'passwort' } },
      'user.password',
      validationMessages.password,
    ],
    [
      'a birth date in the future',
      { date_of_birth: '2999-01-01' },
      'date_of_birth',
      validationMessages.birthDateInFuture,
    ],
    [
      'an impossible birth date',
      { date_of_birth: '2025-02-30' },
      'date_of_birth',
      validationMessages.date,
    ],
    ['an unknown legal form', { legal_form: 'verein' }, 'legal_form', validationMessages.choice],
    ['an unknown salutation', { salutation: 'Dr.' }, 'salutation', validationMessages.choice],
    ['a missing phone of an owner', { phone: '' }, 'phone', validationMessages.required],
    [
      'a missing company name of an owner',
      { company_name: ' ' },
      'company_name',
      validationMessages.required,
    ],
    [
      'an invalid e-mail address',
      { user: { email: 'keine-adresse' } },
      'user.email',
      validationMessages.email,
    ],
    [
      'a username against the rule',
      { user: { username: 'Anna Schmidt' } },
      'user.username',
      validationMessages.choice,
    ],
  ])('refuses %s under its field', async (_case, change, field, message) => {
    const base = ownerPayload();
    const payload = {
      ...base,
      ...change,
      user: { ...base.user, ...('user' in change ? change.user : {}) },
    };

    const response = await register(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message], detail: message, code: 'invalid' });
  });

  it('reports every missing field at once and creates nothing', async () => {
    const before = await countRows(users);

    const response = await register({ user_type: 'owner', user: {} });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'code',
        'company_name',
        'date_of_birth',
        'detail',
        'legal_form',
        'phone',
        'salutation',
        'user.email',
        'user.first_name',
        'user.last_name',
        'user.password',
        'user.username',
      ].sort(),
    );
    expect(await countRows(users)).toBe(before);
  });

  it('asks invited staff for the owner_code with the spec message', async () => {
    const { legal_form: _legalForm, company_name: _company, ...rest } = ownerPayload();

    const response = await register({ ...rest, user_type: 'employee' });

    expect(response.statusCode).toBe(400);
    const message = 'Für eingeladene Mitarbeitende und Manager ist der owner_code erforderlich.';
    expect(response.json()).toEqual({ owner_code: [message], detail: message, code: 'invalid' });
  });
});

describe('invited staff', () => {
  let owner: { userId: number; companyId: number };

  beforeAll(async () => {
    const payload = ownerPayload();
    await register(payload);
    const account = await findAccountByEmail(testApp.database.db, payload.user.email);
    owner = { userId: account!.user.id, companyId: account!.company!.id };
  });

  const invite = (email: string, userType: 'employee' | 'manager' = 'employee') =>
    createInvitation(
      testApp.database.db,
      { companyId: owner.companyId, invitedBy: owner.userId, email, userType },
      testApp.clock(),
    );

  it('joins the inviting company under the inviter with a valid owner_code', async () => {
    const invitation = await invite('Mitarbeiter1@Example.de');

    const response = await register(staffPayload('mitarbeiter1@example.de', invitation.ownerCode));

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ user_type: 'employee', user: { is_verified: false } });
    const account = await findAccountByEmail(testApp.database.db, 'mitarbeiter1@example.de');
    expect(account?.user).toMatchObject({
      userType: 'employee',
      companyId: owner.companyId,
      supervisorId: owner.userId,
    });
    await mailedCode(testApp.config, 'mitarbeiter1@example.de');
  });

  it('registers a manager when the invitation says manager', async () => {
    const invitation = await invite('managerin@example.de', 'manager');

    const response = await register(
      staffPayload('managerin@example.de', invitation.ownerCode, 'manager'),
    );

    expect(response.statusCode).toBe(201);
    const account = await findAccountByEmail(testApp.database.db, 'managerin@example.de');
    expect(account?.user.userType).toBe('manager');
  });

  it('refuses a code used with another address or role', async () => {
    const invitation = await invite('mitarbeiter2@example.de');

    const otherEmail = await register(staffPayload('fremd@example.de', invitation.ownerCode));
    const otherRole = await register(
      staffPayload('mitarbeiter2@example.de', invitation.ownerCode, 'manager'),
    );

    for (const response of [otherEmail, otherRole]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        owner_code: [registrationMessages.invitation.mismatch],
        detail: registrationMessages.invitation.mismatch,
        code: 'invalid',
      });
    }
    expect(await findAccountByEmail(testApp.database.db, 'fremd@example.de')).toBeNull();
  });

  it('refuses an unknown code', async () => {
    const response = await register(staffPayload('mitarbeiter3@example.de', 'erfunden'));

    expect(response.json()).toEqual({
      owner_code: [registrationMessages.invitation.unknown],
      detail: registrationMessages.invitation.unknown,
      code: 'invalid',
    });
  });

  it('refuses an invitation older than 7 days', async () => {
    const invitation = await invite('mitarbeiter4@example.de');
    testApp.clock.advance(7 * 24 * 60 * 60_000 + 1000);

    const response = await register(staffPayload('mitarbeiter4@example.de', invitation.ownerCode));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      owner_code: [registrationMessages.invitation.expired],
      detail: registrationMessages.invitation.expired,
      code: 'invalid',
    });
  });

  it('lets an invitation be used only once', async () => {
    const invitation = await invite('mitarbeiter5@example.de');
    await register(staffPayload('mitarbeiter5@example.de', invitation.ownerCode));
    // The first registration was never verified; delete it to try the code a second time.
    await testApp.database.db.delete(users).where(eq(users.email, 'mitarbeiter5@example.de'));

    const response = await register(staffPayload('mitarbeiter5@example.de', invitation.ownerCode));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      owner_code: [registrationMessages.invitation.used],
      detail: registrationMessages.invitation.used,
      code: 'invalid',
    });
  });

  it('gives one invitation to only one of two racing registrations, leaving nothing of the other', async () => {
    const invitation = await invite('mitarbeiter6@example.de');
    const first = staffPayload('mitarbeiter6@example.de', invitation.ownerCode);
    const second = staffPayload('mitarbeiter6@example.de', invitation.ownerCode);

    const answers = await Promise.all([register(first), register(second)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const people = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'mitarbeiter6@example.de'));
    expect(people).toHaveLength(1);
    const [stored] = await testApp.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(stored?.usedBy).toBe(people[0]!.id);
  });
});

describe('when the verification mail cannot be sent', () => {
  it(
    'takes the whole registration back and says so in German',
    async () => {
      const broken = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
      try {
        const payload = ownerPayload();

        const response = await postJson(broken.app, '/api/photobooth/register/', payload);

        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          detail: registrationMessages.mailFailed,
          code: 'unavailable',
        });
        expect(await broken.database.db.select().from(users)).toEqual([]);
        expect(await broken.database.db.select().from(companies)).toEqual([]);
      } finally {
        await broken.close();
      }
    },
    testDatabaseTimeoutMs,
  );
});

describe('license_hash', () => {
  it('is the SHA-256 of the company licence id, for owners only', async () => {
    const payload = ownerPayload();
    await register(payload);
    const otp = await mailedCode(testApp.config, payload.user.email);

    const response = await postJson(testApp.app, '/api/photobooth/verify-otp/', {
      email: payload.user.email,
      otp,
    });

    const account = await findAccountByEmail(testApp.database.db, payload.user.email);
    expect(response.json()).toEqual({
      detail: registrationMessages.verified,
      license_hash: licenseHash(account!.company!.licenseId),
    });
    expect(response.json().license_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('rate limit', () => {
  it(
    'answers the 21st registration of one address within 10 minutes with 429',
    async () => {
      const limited = await startTestApp();
      try {
        const answers = [];
        for (let i = 0; i < 21; i += 1) {
          answers.push(await postJson(limited.app, '/api/photobooth/register/', { user: {} }));
        }

        expect(answers.slice(0, 20).every((answer) => answer.statusCode === 400)).toBe(true);
        expect(answers[20]!.statusCode).toBe(429);
        expect(answers[20]!.json()).toEqual({
          detail: registrationMessages.tooManyRegistrations,
          code: 'rate_limited',
        });

        limited.clock.advance(10 * 60_000);
        const later = await postJson(limited.app, '/api/photobooth/register/', { user: {} });
        expect(later.statusCode).toBe(400);
      } finally {
        await limited.close();
      }
    },
    testDatabaseTimeoutMs,
  );
});
