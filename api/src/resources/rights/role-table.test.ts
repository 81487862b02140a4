import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { studioLocations } from '../finder/schema';
import { as, postJson, startTestApp } from '../accounts/testing/identity-test-kit';
import type { TestApp } from '../accounts/testing/identity-test-kit';
import { verifyLicenseKey } from '../licence/license-key';
import {
  createTestCompany,
  invite,
  inviteAndRegister,
  postStudio,
} from '../staff/testing/company-test-kit';
import type { Person, TestCompany } from '../staff/testing/company-test-kit';

/**
 * Every cell of the role table of signed-in-area.md §6, enforced by the server, and the
 * isolation of companies: nobody reads, changes or deletes another company's people, locations
 * or licence. Company A and B are built alike (owner, manager, the manager's employee, the
 * owner's employee); each has one approved location.
 */
let testApp: TestApp;
let a: TestCompany;
let b: TestCompany;
let locationOfA: number;
let locationOfB: number;
const softwareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-rights-'));

type Role = 'owner' | 'manager' | 'employee';
const personOf = (company: TestCompany, role: Role): Person =>
  role === 'employee' ? company.managersEmployee : company[role];

beforeAll(async () => {
  fs.mkdirSync(path.join(softwareDir, 'windows'));
  fs.writeFileSync(path.join(softwareDir, 'windows', 'Bildbote-Setup-1.0.0.exe'), 'MZ');
  testApp = await startTestApp({ SOFTWARE_DIR: softwareDir });
  a = await createTestCompany(testApp);
  b = await createTestCompany(testApp);
  locationOfA = (await postStudio(testApp, a.owner, { name: 'Studio A' })).json().id;
  locationOfB = (await postStudio(testApp, b.owner, { name: 'Studio B' })).json().id;
  await testApp.database.db
    .update(studioLocations)
    .set({ reviewStatus: 'approved' })
    .where(inArray(studioLocations.id, [locationOfA, locationOfB]));
}, testDatabaseTimeoutMs);

afterAll(async () => {
  await testApp.close();
  fs.rmSync(softwareDir, { recursive: true, force: true });
});

let invited = 0;
const fresh = (inviter: Person, userType: 'employee' | 'manager') => {
  invited += 1;
  return inviteAndRegister(testApp, inviter, `rolle${invited}@example.de`, userType);
};

const forbidden = { detail: 'Für diese Aktion fehlt Ihnen die Berechtigung.', code: 'forbidden' };

describe('Dashboard: the log-in answer tells the page which dashboard to open', () => {
  it.each([
    ['owner', 'owner'],
    ['manager', 'manager'],
    ['employee', 'employee'],
  ] as const)('%s logs in as user_type %s', async (role, userType) => {
    const person = personOf(a, role);

    const response = await postJson(testApp.app, '/api/photobooth/web-login/', {
      email: person.email,
      password: person.password,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().user_type).toBe(userType);
  });
});

describe('Own profile: yes for everybody', () => {
  it.each([
    ['owner', '0431 100001'],
    ['manager', '0431 100002'],
    ['employee', '0431 100003'],
  ] as const)('%s reads and changes their own profile', async (role, phone) => {
    const person = personOf(a, role);

    const read = await as(testApp, person, 'GET', '/api/photobooth/profile/');
    const changed = await as(testApp, person, 'PUT', '/api/photobooth/profile/', {
      phone,
    });

    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: person.id, email: person.email, user_type: role });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: person.id, phone });
  });
});

describe('Invite staff: owner and manager yes, employee no', () => {
  it.each([
    ['owner', 201],
    ['manager', 201],
  ] as const)('%s invites', async (role, status) => {
    const response = await invite(testApp, personOf(a, role), {
      email: `einladung-${role}@example.de`,
      user_type: 'employee',
      role: 'restricted',
    });

    expect(response.statusCode).toBe(status);
  });

  it('employee is refused with the spec message', async () => {
    const response = await invite(testApp, personOf(a, 'employee'), {
      email: 'einladung-employee@example.de',
      user_type: 'employee',
      role: 'restricted',
    });

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only owners or managers can send invitations.');
  });
});

describe('Delete staff: owner any, manager only own supervisees, employee none', () => {
  const remove = (actor: Person, target: Person) =>
    as(testApp, actor, 'DELETE', `/api/photobooth/invite-employee/${target.id}/`);

  it('owner deletes an employee', async () => {
    const employee = await fresh(a.owner, 'employee');

    expect((await remove(a.owner, employee)).statusCode).toBe(200);
  });

  it('owner deletes a manager', async () => {
    const manager = await fresh(a.owner, 'manager');

    expect((await remove(a.owner, manager)).statusCode).toBe(200);
  });

  it('manager deletes an employee whose supervisor_id is the manager', async () => {
    const employee = await fresh(a.manager, 'employee');

    expect((await remove(a.manager, employee)).statusCode).toBe(200);
  });

  it("manager may not delete the owner's employee", async () => {
    const response = await remove(a.manager, a.ownersEmployee);

    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(
      'Manager können nur Mitarbeitende löschen, die sie selbst eingeladen haben.',
    );
  });

  it('manager may not delete another manager', async () => {
    const otherManager = await fresh(a.owner, 'manager');

    expect((await remove(a.manager, otherManager)).statusCode).toBe(403);
  });

  it.each([
    ['a colleague', () => a.ownersEmployee],
    ['the manager', () => a.manager],
  ])('employee may not delete %s', async (_case, target) => {
    const response = await remove(a.managersEmployee, target());

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(forbidden);
  });
});

describe('View locations: yes for everybody', () => {
  it.each(['owner', 'manager', 'employee'] as const)(
    '%s sees the company locations',
    async (role) => {
      const response = await as(
        testApp,
        personOf(a, role),
        'GET',
        '/api/photobooth/registered-shops/',
      );

      expect(response.statusCode).toBe(200);
      expect(response.json().map((shop: { id: number }) => shop.id)).toContain(locationOfA);
    },
  );
});

describe('Add and delete locations: owner only', () => {
  it('owner adds and deletes a location', async () => {
    const added = await postStudio(testApp, a.owner, { name: 'Neu und weg' });
    expect(added.statusCode).toBe(201);

    const deleted = await as(
      testApp,
      a.owner,
      'DELETE',
      `/api/photobooth/registered-shops/${added.json().id}/`,
    );

    expect(deleted.statusCode).toBe(200);
  });

  it.each(['manager', 'employee'] as const)('%s may neither add nor delete', async (role) => {
    const person = personOf(a, role);

    const added = await postStudio(testApp, person, { name: `Von ${role}` });
    const deleted = await as(
      testApp,
      person,
      'DELETE',
      `/api/photobooth/registered-shops/${locationOfA}/`,
    );

    expect(added.statusCode).toBe(403);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual(forbidden);
  });
});

describe('Download software and licence: owner and manager yes, employee no', () => {
  const softwareAnswers = async (person: Person) => ({
    download: await as(
      testApp,
      person,
      'GET',
      '/api/photobooth/get-download-url/?operating_system=WINDOWS',
    ),
    licence: await as(testApp, person, 'GET', '/api/photobooth/get-license-key/'),
  });

  it.each(['owner', 'manager'] as const)(
    '%s gets the download link and the licence key',
    async (role) => {
      const { download, licence } = await softwareAnswers(personOf(a, role));

      expect(download.statusCode).toBe(200);
      expect(download.json().download_url).toEqual(expect.any(String));
      expect(licence.statusCode).toBe(200);
      expect(licence.json().license_key).toEqual(expect.any(String));
    },
  );

  it('employee gets neither', async () => {
    const { download, licence } = await softwareAnswers(personOf(a, 'employee'));

    expect(download.statusCode).toBe(403);
    expect(licence.statusCode).toBe(403);
    expect(licence.json()).toEqual(forbidden);
  });
});

describe('Company isolation', () => {
  it("nobody lists another company's people", async () => {
    for (const role of ['owner', 'manager'] as const) {
      const list = (
        await as(testApp, personOf(b, role), 'GET', '/api/photobooth/invite-employee/')
      ).json();
      const ids = list.map((entry: { user_id: number }) => entry.user_id);
      for (const person of [a.owner, a.manager, a.managersEmployee, a.ownersEmployee]) {
        expect(ids).not.toContain(person.id);
      }
    }
  });

  it.each(['owner', 'manager'] as const)(
    "a %s guessing another company's person ids gets 404 and deletes nothing",
    async (role) => {
      const response = await as(
        testApp,
        personOf(b, role),
        'DELETE',
        `/api/photobooth/invite-employee/${a.managersEmployee.id}/`,
      );

      expect(response.statusCode).toBe(404);
      const profile = await as(testApp, a.managersEmployee, 'GET', '/api/photobooth/profile/');
      expect(profile.statusCode).toBe(200);
    },
  );

  it("nobody changes another person's profile by sending their id", async () => {
    const before = (await as(testApp, a.owner, 'GET', '/api/photobooth/profile/')).json();

    const response = await as(testApp, b.owner, 'PUT', '/api/photobooth/profile/', {
      id: a.owner.id,
      first_name: 'Übernommen',
    });

    expect(response.statusCode).toBe(400);
    expect((await as(testApp, a.owner, 'GET', '/api/photobooth/profile/')).json()).toEqual(before);
  });

  it("nobody lists, deletes or downloads another company's locations", async () => {
    for (const role of ['owner', 'manager', 'employee'] as const) {
      const person = personOf(b, role);
      const list = (await as(testApp, person, 'GET', '/api/photobooth/registered-shops/')).json();
      expect(list.map((shop: { id: number }) => shop.id)).toEqual([locationOfB]);
      const certificate = await as(
        testApp,
        person,
        'GET',
        `/api/photobooth/registered-shops/${locationOfA}/certificate/`,
      );
      expect(certificate.statusCode).toBe(404);
    }

    const deleted = await as(
      testApp,
      b.owner,
      'DELETE',
      `/api/photobooth/registered-shops/${locationOfA}/`,
    );

    expect(deleted.statusCode).toBe(404);
    const stillThere = (
      await as(testApp, a.owner, 'GET', '/api/photobooth/registered-shops/')
    ).json();
    expect(stillThere.map((shop: { id: number }) => shop.id)).toContain(locationOfA);
  });

  it("nobody's licence names another company or its locations", async () => {
    const { public_key: publicKey } = (
      await testApp.app.inject({ method: 'GET', url: '/api/photobooth/license-public-key/' })
    ).json();

    const licence = (
      await as(testApp, b.manager, 'GET', '/api/photobooth/get-license-key/')
    ).json();

    const payload = verifyLicenseKey(licence.license_key, publicKey);
    expect(payload?.company).toEqual({ id: b.id, name: b.name });
    expect(payload?.locations.map((location) => location.id)).toEqual([locationOfB]);
  });
});

describe('Without a token', () => {
  it.each([
    ['GET', '/api/photobooth/profile/'],
    ['PUT', '/api/photobooth/profile/'],
    ['POST', '/api/photobooth/profile/change-password/'],
    ['GET', '/api/photobooth/invite-employee/'],
    ['POST', '/api/photobooth/invite-employee/'],
    ['DELETE', '/api/photobooth/invite-employee/1/'],
    ['GET', '/api/photobooth/registered-shops/'],
    ['DELETE', '/api/photobooth/registered-shops/1/'],
    ['GET', '/api/photobooth/registered-shops/1/certificate/'],
    ['GET', '/api/photobooth/get-download-url/?operating_system=WINDOWS'],
    ['GET', '/api/photobooth/get-license-key/'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await as(
      testApp,
      null,
      method,
      url,
      method === 'GET' || method === 'DELETE' ? undefined : {},
    );

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Bitte melden Sie sich an.', code: 'unauthorized' });
  });

  it('POST registered-shops/ answers 401', async () => {
    expect((await postStudio(testApp, null)).statusCode).toBe(401);
  });
});
