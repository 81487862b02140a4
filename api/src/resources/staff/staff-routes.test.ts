import { eq, or } from 'drizzle-orm';
import { validationMessages } from 'shared-ui/validation/messages';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { refreshTokens } from '../sessions/schema';
import { billableEvents } from '../eid/schema';
import { invitations, oneTimeCodes, users } from '../accounts/schema';
import {
  as,
  postJson,
  registerVerifyAndLogIn,
  staffPayload,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import { latestMailTo } from '../../kernel/mail/outbox-reader';
import { staffMessages } from './staff-routes';
import {
  createOwner,
  createTestCompany,
  invite,
  inviteAndRegister,
  mailedInvitationLink,
} from './testing/company-test-kit';
import type { Person, TestCompany } from './testing/company-test-kit';

const testApp = useTestApp();
let company: TestCompany;
let otherOwner: Person;

beforeAll(async () => {
  company = await createTestCompany(testApp);
  otherOwner = await createOwner(testApp, 'Anderes Studio');
}, testDatabaseTimeoutMs);

const staffUrl = '/api/photobooth/invite-employee/';
const listStaff = (person: Person | null) => as(testApp, person, 'GET', staffUrl);
const deletePerson = (person: Person | null, id: number) =>
  as(testApp, person, 'DELETE', `${staffUrl}${id}/`);

const entryOf = (person: Person, supervisorId: number | null) => ({
  user_id: person.id,
  first_name: person.userType === 'owner' ? 'Anna' : 'Max',
  last_name: person.userType === 'owner' ? 'Schmidt' : 'Muster',
  email: person.email,
  date_of_birth: person.userType === 'owner' ? '1990-05-17' : '1995-01-31',
  user_type: person.userType,
  supervisor_id: supervisorId,
});

describe('GET invite-employee/', () => {
  it('lists every person of the company for the owner, with the spec fields', async () => {
    const response = await listStaff(company.owner);

    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(4);
    expect(list).toEqual(
      expect.arrayContaining([
        entryOf(company.owner, null),
        entryOf(company.manager, company.owner.id),
        entryOf(company.managersEmployee, company.manager.id),
        entryOf(company.ownersEmployee, company.owner.id),
      ]),
    );
  });

  it('lists the same people for a manager', async () => {
    const forOwner = (await listStaff(company.owner)).json();

    const response = await listStaff(company.manager);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(forOwner);
  });

  it('shows an employee only their own entry, as a list', async () => {
    const response = await listStaff(company.managersEmployee);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([entryOf(company.managersEmployee, company.manager.id)]);
  });

  it("never lists another company's people", async () => {
    const response = await listStaff(otherOwner);

    expect(response.json()).toEqual([entryOf(otherOwner, null)]);
  });

  it('answers 401 without a token', async () => {
    expect((await listStaff(null)).statusCode).toBe(401);
  });
});

describe('POST invite-employee/', () => {
  it('mails a German invitation with the prefilled registration link', async () => {
    const response = await invite(testApp, company.owner, {
      email: 'Neue.Kollegin@Example.de',
      user_type: 'manager',
      role: 'full',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Die Einladung wurde an neue.kollegin@example.de gesendet.',
      email: 'neue.kollegin@example.de',
      user_type: 'manager',
      role: 'full',
      expires_at: new Date(testApp.clock().getTime() + 7 * 24 * 60 * 60_000).toISOString(),
    });
    const mail = await latestMailTo(testApp.config, 'neue.kollegin@example.de');
    expect(mail!.subject).toBe(`Einladung zu Bildbote von ${company.name}`);
    expect(mail!.text).toContain(`Anna Schmidt lädt Sie ein, bei ${company.name}`);
    expect(mail!.text).toContain(
      'Ihre Zugriffsstufe: Vollzugriff – Kann Daten bearbeiten, andere Personen einladen und Software herunterladen.',
    );
    expect(mail!.text).toContain('Die Einladung ist 7 Tage gültig');
    const link = await mailedInvitationLink(testApp, 'neue.kollegin@example.de');
    expect(`${link.origin}${link.pathname}`).toBe(`${testApp.config.publicUrl}/Registrierung`);
    expect([...link.searchParams.keys()]).toEqual([
      'owner_code',
      'email',
      'user_type',
      'company_name',
      'legal_form',
      'website',
    ]);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      email: 'neue.kollegin@example.de',
      user_type: 'manager',
      company_name: company.name,
      legal_form: 'gmbh',
      website: 'https://foto-schmidt.example',
    });
    const [stored] = await testApp.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'neue.kollegin@example.de'));
    expect(stored).toMatchObject({ companyId: company.id, invitedBy: company.owner.id });
    expect(stored!.codeHash).not.toContain(link.searchParams.get('owner_code'));
  });

  it('describes the restricted access level in an employee invitation', async () => {
    await invite(testApp, company.manager, {
      email: 'eingeschraenkt@example.de',
      user_type: 'employee',
      role: 'restricted',
    });

    const mail = await latestMailTo(testApp.config, 'eingeschraenkt@example.de');
    expect(mail!.text).toContain(
      'Ihre Zugriffsstufe: Eingeschränkt – Kann eigene Daten einpflegen, bearbeiten und sich selbst identifizieren.',
    );
  });

  it.each([
    [
      'no email',
      { email: '', user_type: 'employee', role: 'restricted' },
      { email: [validationMessages.required] },
    ],
    [
      'an invalid email',
      { email: 'kollege', user_type: 'employee' },
      { email: [validationMessages.email] },
    ],
    [
      'an unknown user type',
      { email: 'a@example.de', user_type: 'owner' },
      { user_type: [validationMessages.choice] },
    ],
    [
      'an unknown role',
      { email: 'a@example.de', user_type: 'employee', role: 'admin' },
      { role: [validationMessages.choice] },
    ],
    [
      'a role that does not fit the user type',
      { email: 'a@example.de', user_type: 'employee', role: 'full' },
      { role: [staffMessages.roleMismatch] },
    ],
  ])('refuses %s with arrays under the fields', async (_case, payload, errors) => {
    const response = await invite(testApp, company.owner, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('refuses an address that already has an account', async () => {
    const response = await invite(testApp, company.owner, {
      email: otherOwner.email,
      user_type: 'employee',
      role: 'restricted',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [staffMessages.alreadyRegistered] });
  });

  it('lets only the newest invitation to an address work', async () => {
    const email = 'zweimal@example.de';
    await invite(testApp, company.owner, { email, user_type: 'employee', role: 'restricted' });
    const first = await mailedInvitationLink(testApp, email);
    await invite(testApp, company.owner, { email, user_type: 'employee', role: 'restricted' });

    const withFirst = await postJson(
      testApp.app,
      '/api/photobooth/register/',
      staffPayload(email, first.searchParams.get('owner_code')!),
    );

    expect(withFirst.statusCode).toBe(400);
    expect(withFirst.json()).toEqual({
      owner_code: [
        'Der Einladungscode ist ungültig. Bitte prüfen Sie den Link aus Ihrer Einladung.',
      ],
      detail: 'Der Einladungscode ist ungültig. Bitte prüfen Sie den Link aus Ihrer Einladung.',
      code: 'invalid',
    });
    const second = await mailedInvitationLink(testApp, email);
    await expect(
      registerVerifyAndLogIn(testApp, staffPayload(email, second.searchParams.get('owner_code')!)),
    ).resolves.toBeTruthy();
  });

  it("refuses employees with the spec's message", async () => {
    const response = await invite(testApp, company.ownersEmployee, {
      email: 'darf-nicht@example.de',
      user_type: 'employee',
      role: 'restricted',
    });

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only owners or managers can send invitations.');
    expect(await latestMailTo(testApp.config, 'darf-nicht@example.de')).toBeUndefined();
  });
});

describe('DELETE invite-employee/{user_id}/', () => {
  it("removes the person's data irreversibly and ends their sessions at once", async () => {
    const manager = await inviteAndRegister(
      testApp,
      company.owner,
      'wird-geloescht@example.de',
      'manager',
    );
    const supervised = await inviteAndRegister(testApp, manager, 'betreut@example.de', 'employee');
    const open = await invite(testApp, manager, {
      email: 'offen@example.de',
      user_type: 'employee',
    });
    expect(open.statusCode).toBe(201);
    const db = testApp.database.db;
    const tokensBefore = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, manager.id));
    expect(tokensBefore.length).toBeGreaterThan(0);

    const response = await deletePerson(company.owner, manager.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: staffMessages.deleted });
    expect(await db.select().from(users).where(eq(users.id, manager.id))).toEqual([]);
    expect(
      await db.select().from(refreshTokens).where(eq(refreshTokens.userId, manager.id)),
    ).toEqual([]);
    expect(await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, manager.id))).toEqual(
      [],
    );
    const invitationsLeft = await db
      .select()
      .from(invitations)
      .where(or(eq(invitations.email, manager.email), eq(invitations.invitedBy, manager.id)));
    expect(invitationsLeft).toEqual([]);
    const profile = await as(testApp, manager, 'GET', '/api/photobooth/profile/');
    expect(profile.statusCode).toBe(401);
    const refreshed = await postJson(testApp.app, '/api/photobooth/token/refresh/', {
      refresh_token: manager.refreshToken,
    });
    expect(refreshed.statusCode).toBe(401);
    const login = await postJson(testApp.app, '/api/photobooth/web-login/', {
      email: manager.email,
      password: manager.password,
    });
    expect(login.statusCode).toBe(401);
    const [handedOver] = await db.select().from(users).where(eq(users.id, supervised.id));
    expect(handedOver!.supervisorId).toBe(company.owner.id);
  });

  it('keeps the billable events of a removed person, without the person', async () => {
    const employee = await inviteAndRegister(
      testApp,
      company.owner,
      'abgerechnet@example.de',
      'employee',
    );
    const db = testApp.database.db;
    const [event] = await db
      .insert(billableEvents)
      .values({
        companyId: company.id,
        userId: employee.id,
        kind: 'eid_identification',
        amountCents: 99,
      })
      .returning();

    await deletePerson(company.owner, employee.id);

    const [kept] = await db.select().from(billableEvents).where(eq(billableEvents.id, event!.id));
    expect(kept).toMatchObject({
      companyId: company.id,
      userId: null,
      kind: 'eid_identification',
      amountCents: 99,
    });
  });

  it.each([
    ['an unknown id', () => 999_999],
    ["another company's person", () => otherOwner.id],
  ])('answers 404 for %s', async (_case, id) => {
    const response = await deletePerson(company.owner, id());

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: staffMessages.notFound, code: 'not_found' });
  });

  it('refuses the owner deleting themselves', async () => {
    const response = await deletePerson(company.owner, company.owner.id);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: staffMessages.notSelf, code: 'forbidden' });
  });

  it('refuses a manager deleting the owner', async () => {
    const response = await deletePerson(company.manager, company.owner.id);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: staffMessages.notOwner, code: 'forbidden' });
  });

  it('answers 400 for an id that is no number', async () => {
    const response = await as(testApp, company.owner, 'DELETE', `${staffUrl}abc/`);

    expect(response.statusCode).toBe(400);
  });
});
