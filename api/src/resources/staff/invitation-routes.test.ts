import type { PendingInvitation } from 'shared-ui/contracts/invitations-contract';
import { invitationLifetimeMs } from '../accounts/invitations';
import {
  as,
  logIn,
  postJson,
  staffPayload,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import { readOutbox } from '../../kernel/mail/outbox-reader';
import { registrationMessages } from '../registration/registration-routes';
import { invitationMessages } from './invitation-routes';
import {
  createOwner,
  invite,
  inviteAndRegister,
  mailedInvitationLink,
} from './testing/company-test-kit';
import type { Person } from './testing/company-test-kit';

const testApp = useTestApp();
const listUrl = '/api/photobooth/invitations/';

let owner: Person;
let manager: Person;
let employee: Person;
let otherOwner: Person;

beforeAll(async () => {
  owner = await createOwner(testApp, 'Studio Einladung');
  manager = await inviteAndRegister(testApp, owner, 'leitung@einladung.example', 'manager');
  employee = await inviteAndRegister(testApp, owner, 'foto@einladung.example', 'employee');
  otherOwner = await createOwner(testApp, 'Studio Fremd');
}, 60_000);

/** Moves the clock by days; access tokens live 15 minutes, so everyone signs in again. */
async function daysLater(milliseconds: number) {
  testApp.clock.advance(milliseconds);
  for (const person of [owner, manager, employee, otherOwner]) {
    person.accessToken = (await logIn(testApp.app, person.email, person.password)).accessToken;
  }
}

async function sendInvitation(inviter: Person, email: string, userType = 'employee') {
  const role = userType === 'manager' ? 'full' : 'restricted';
  const response = await invite(testApp, inviter, { email, user_type: userType, role });
  expect(response.statusCode).toBe(201);
}

async function pending(person: Person): Promise<PendingInvitation[]> {
  const response = await as(testApp, person, 'GET', listUrl);
  expect(response.statusCode).toBe(200);
  return response.json<PendingInvitation[]>();
}

async function pendingFor(email: string): Promise<PendingInvitation> {
  const found = (await pending(owner)).find((invitation) => invitation.email === email);
  if (!found) throw new Error(`Keine offene Einladung an ${email}`);
  return found;
}

const resend = (person: Person | null, id: number) =>
  as(testApp, person, 'POST', `${listUrl}${id}/resend/`);
const revoke = (person: Person | null, id: number) =>
  as(testApp, person, 'DELETE', `${listUrl}${id}/`);

/** Registers with the code of a mailed link, as the invited person would. */
const registerWith = (link: URL, userType: 'employee' | 'manager' = 'employee') =>
  postJson(
    testApp.app,
    '/api/photobooth/register/',
    staffPayload(link.searchParams.get('email')!, link.searchParams.get('owner_code')!, userType),
  );

const mailCount = async (email: string) =>
  (await readOutbox(testApp.config)).filter((mail) => mail.to.includes(email)).length;

describe('GET /photobooth/invitations/', () => {
  it('lists sent, unused invitations with their expiry, not the accepted ones', async () => {
    await sendInvitation(owner, 'offen@einladung.example');

    const list = await pending(owner);

    expect(list).toEqual([
      {
        id: expect.any(Number),
        email: 'offen@einladung.example',
        user_type: 'employee',
        invited_by: 'Anna Schmidt',
        created_at: testApp.clock().toISOString(),
        expires_at: new Date(testApp.clock().getTime() + invitationLifetimeMs).toISOString(),
        expired: false,
        can_manage: true,
      },
    ]);
    // Manager and employee registered with their invitations: they are staff, not pending.
    expect(list.map((invitation) => invitation.email)).not.toContain(manager.email);
  });

  it('shows a manager all open invitations, manageable only their own', async () => {
    await sendInvitation(manager, 'vom-manager@einladung.example');

    const list = await pending(manager);

    const manageable = Object.fromEntries(list.map((entry) => [entry.email, entry.can_manage]));
    expect(manageable).toEqual({
      'vom-manager@einladung.example': true,
      'offen@einladung.example': false,
    });
  });

  it('refuses employees and shows another company nothing', async () => {
    expect((await as(testApp, employee, 'GET', listUrl)).statusCode).toBe(403);
    expect((await as(testApp, null, 'GET', listUrl)).statusCode).toBe(401);
    expect(await pending(otherOwner)).toEqual([]);
  });
});

describe('POST /photobooth/invitations/{id}/resend/', () => {
  it('mails a new link with a new expiry; the earlier link no longer registers', async () => {
    const email = 'erneut@einladung.example';
    await sendInvitation(owner, email);
    const firstLink = await mailedInvitationLink(testApp, email);
    const before = await pendingFor(email);
    await daysLater(3 * 24 * 60 * 60_000);

    const response = await resend(owner, before.id);

    expect(response.statusCode).toBe(200);
    const newExpiry = new Date(testApp.clock().getTime() + invitationLifetimeMs).toISOString();
    expect(response.json()).toEqual({
      message: invitationMessages.resent(email),
      invitation: { ...before, expires_at: newExpiry },
    });
    expect(await mailCount(email)).toBe(2);
    const secondLink = await mailedInvitationLink(testApp, email);
    expect(secondLink.searchParams.get('owner_code')).not.toBe(
      firstLink.searchParams.get('owner_code'),
    );

    const withOldLink = await registerWith(firstLink);
    expect(withOldLink.statusCode).toBe(400);
    expect(withOldLink.json().owner_code).toEqual([registrationMessages.invitation.unknown]);
    const withNewLink = await registerWith(secondLink);
    expect(withNewLink.statusCode).toBe(201);
    expect((await pending(owner)).map((entry) => entry.email)).not.toContain(email);
  });

  it('revives an expired invitation', async () => {
    const email = 'abgelaufen@einladung.example';
    await sendInvitation(owner, email);
    await daysLater(invitationLifetimeMs + 60_000);
    const expired = await pendingFor(email);
    expect(expired.expired).toBe(true);

    expect((await resend(owner, expired.id)).statusCode).toBe(200);

    expect((await pendingFor(email)).expired).toBe(false);
    const registered = await registerWith(await mailedInvitationLink(testApp, email));
    expect(registered.statusCode).toBe(201);
  });

  it("refuses another company's owner like an unknown invitation, and mails nothing", async () => {
    const email = 'fremdzugriff@einladung.example';
    await sendInvitation(owner, email);
    const { id, expires_at } = await pendingFor(email);

    const response = await resend(otherOwner, id);

    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(invitationMessages.notFound);
    expect(await mailCount(email)).toBe(1);
    expect((await pendingFor(email)).expires_at).toBe(expires_at);
  });

  it("refuses a manager the owner's invitation, and an employee any", async () => {
    const { id } = await pendingFor('offen@einladung.example');

    const byManager = await resend(manager, id);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().detail).toBe(invitationMessages.managerOnlyOwn);
    expect((await resend(employee, id)).statusCode).toBe(403);
    expect(await mailCount('offen@einladung.example')).toBe(1);
  });
});

describe('DELETE /photobooth/invitations/{id}/', () => {
  it('revokes an invitation: gone from the list, its link no longer registers', async () => {
    const email = 'zurueck@einladung.example';
    await sendInvitation(owner, email);
    const link = await mailedInvitationLink(testApp, email);
    const { id } = await pendingFor(email);

    const response = await revoke(owner, id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: invitationMessages.revoked(email) });
    expect((await pending(owner)).map((entry) => entry.email)).not.toContain(email);
    const registered = await registerWith(link);
    expect(registered.statusCode).toBe(400);
    expect(registered.json().owner_code).toEqual([registrationMessages.invitation.unknown]);
    expect((await revoke(owner, id)).statusCode).toBe(404);
  });

  it('lets a manager revoke their own invitation', async () => {
    const { id } = await pendingFor('vom-manager@einladung.example');

    expect((await revoke(manager, id)).statusCode).toBe(200);
    expect((await pending(owner)).map((entry) => entry.email)).not.toContain(
      'vom-manager@einladung.example',
    );
  });

  it("refuses another company's owner and a manager the owner's invitation; it stays usable", async () => {
    const { id } = await pendingFor('offen@einladung.example');

    expect((await revoke(otherOwner, id)).statusCode).toBe(404);
    expect((await revoke(manager, id)).statusCode).toBe(403);
    expect((await revoke(employee, id)).statusCode).toBe(403);

    expect((await pendingFor('offen@einladung.example')).id).toBe(id);
  });
});
