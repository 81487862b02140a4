import { eq } from 'drizzle-orm';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { studioLocations } from '../finder/schema';
import { buildApp } from '../../app';
import type { Mailer } from '../../kernel/mail/mailer';
import { as, bearer, useTestApp } from '../accounts/testing/identity-test-kit';
import type { TestApp } from '../accounts/testing/identity-test-kit';
import { latestMailTo } from '../../kernel/mail/outbox-reader';
import { resubmissionMessages } from './location-resubmission-routes';
import { operatorCertificateLinkLifetimeMs, operatorMessages } from './operator-routes';
import { locationResubmissions, operatorDecisions } from './schema';
import {
  addStaff,
  createCompany,
  createSignedInOperator,
  finderIds,
  multipart,
  signInAgain,
  studioFields,
  submitLocation,
  tradeProofPdf,
} from './testing/operator-test-kit';
import type { TestCompany, TestPerson } from './testing/operator-test-kit';

const testApp = useTestApp();
let operator: TestPerson;
let company: TestCompany;

interface QueueEntry {
  id: number;
  name: string;
  submitted_at: string;
  resubmissions: number;
  previous_rejection_reason: string | null;
  certificate_url: string | null;
  company: { id: number; name: string };
  owner: { email: string; first_name: string; last_name: string } | null;
}

beforeAll(async () => {
  operator = await createSignedInOperator(testApp);
  company = await createCompany(testApp, 'Foto Prüfung GmbH');
}, testDatabaseTimeoutMs);

beforeEach(async () => {
  await signInAgain(testApp, operator);
  await signInAgain(testApp, company.owner);
});

async function queue(): Promise<QueueEntry[]> {
  const response = await as(testApp, operator, 'GET', '/api/operator/review-queue/');
  expect(response.statusCode).toBe(200);
  return response.json<QueueEntry[]>();
}

async function queued(id: number): Promise<QueueEntry | undefined> {
  return (await queue()).find((entry) => entry.id === id);
}

const approve = (id: number) =>
  as(testApp, operator, 'POST', `/api/operator/locations/${id}/approve/`);
const withdraw = (id: number, reason?: string, caller: TestPerson | null = operator) =>
  as(
    testApp,
    caller,
    'POST',
    `/api/operator/locations/${id}/withdraw-approval/`,
    reason === undefined ? {} : { reason },
  );
const reject = (id: number, reason?: string) =>
  as(
    testApp,
    operator,
    'POST',
    `/api/operator/locations/${id}/reject/`,
    reason === undefined ? {} : { reason },
  );

describe('the review queue', () => {
  it('lists a pending location with company, owner, address, submission date and proof link', async () => {
    const submittedAt = testApp.clock();
    const id = await submitLocation(testApp, company.owner, { name: 'Foto Prüfung Kiel' });

    const entry = await queued(id);

    expect(entry).toMatchObject({
      name: 'Foto Prüfung Kiel',
      address: 'Holstenstraße 1',
      zipcode: '24103',
      city: 'Kiel',
      submitted_at: submittedAt.toISOString(),
      resubmissions: 0,
      previous_rejection_reason: null,
      company: { id: company.id, name: 'Foto Prüfung GmbH', blocked_at: null },
      owner: { email: company.owner.email, first_name: 'Anna', last_name: 'Schmidt' },
    });
    expect(entry?.certificate_url).toMatch(
      new RegExp(`^/api/operator/locations/${id}/certificate/\\?expires=\\d+&signature=`),
    );
  });

  it('lists the longest waiting first and leaves out decided locations', async () => {
    const first = await submitLocation(testApp, company.owner, { name: 'Früh' });
    testApp.clock.advance(60_000);
    const second = await submitLocation(testApp, company.owner, { name: 'Spät' });
    const decided = await submitLocation(testApp, company.owner, { name: 'Entschieden' });
    await approve(decided);

    const ids = (await queue()).map((entry) => entry.id);

    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(ids).not.toContain(decided);
  });
});

describe('the trade proof', () => {
  it('opens through the signed link as a PDF attachment with nosniff, without a token', async () => {
    const id = await submitLocation(testApp, company.owner);
    const { certificate_url: link } = (await queued(id))!;

    const response = await testApp.app.inject({ method: 'GET', url: link! });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="Gewerbenachweis-Standort-${id}\\.pdf"`),
    );
    expect(response.rawPayload).toEqual(tradeProofPdf);
  });

  it('refuses an altered or expired link', async () => {
    const id = await submitLocation(testApp, company.owner);
    const { certificate_url: link } = (await queued(id))!;
    const other = await submitLocation(testApp, company.owner);

    const altered = await testApp.app.inject({
      method: 'GET',
      url: link!.replace(`/locations/${id}/`, `/locations/${other}/`),
    });
    testApp.clock.advance(operatorCertificateLinkLifetimeMs + 1000);
    const expired = await testApp.app.inject({ method: 'GET', url: link! });

    for (const response of [altered, expired]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: operatorMessages.linkExpired, code: 'forbidden' });
    }
  });

  it('is also served to an operator with the bearer token', async () => {
    const id = await submitLocation(testApp, company.owner);

    const response = await as(
      testApp,
      operator,
      'GET',
      `/api/operator/locations/${id}/certificate/`,
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });
});

describe('approving', () => {
  it('puts the location into the finder at once, mails the owner in German and records it', async () => {
    const id = await submitLocation(testApp, company.owner, { name: 'Foto Freigabe' });
    expect(await finderIds(testApp)).not.toContain(id);

    const response = await approve(id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: operatorMessages.approved,
      review_status: 'approved',
      owner_notified: true,
    });
    expect(await finderIds(testApp)).toContain(id);
    const mail = await latestMailTo(testApp.config, company.owner.email);
    expect(mail?.subject).toBe('Ihr Standort „Foto Freigabe“ ist freigegeben');
    expect(mail?.text).toContain('Guten Tag Frau Schmidt,');
    expect(mail?.text).toContain(
      'Standort „Foto Freigabe (Holstenstraße 1, 24103 Kiel)“ geprüft und den Standort freigegeben',
    );
    const decisions = await testApp.database.db
      .select()
      .from(operatorDecisions)
      .where(eq(operatorDecisions.locationId, id));
    expect(decisions).toEqual([
      expect.objectContaining({
        operatorId: operator.id,
        operatorEmail: operator.email,
        action: 'location_approved',
        companyId: company.id,
        target: 'Foto Freigabe (Holstenstraße 1, 24103 Kiel)',
        reason: null,
        decidedAt: testApp.clock(),
      }),
    ]);
  });

  it('refuses a location without trade proof, and one already decided', async () => {
    const withoutProof = await submitLocation(testApp, company.owner, {}, null);
    const decided = await submitLocation(testApp, company.owner);
    await approve(decided);

    const noProof = await approve(withoutProof);
    const twice = await approve(decided);
    const unknown = await approve(999_999);

    expect(noProof.statusCode).toBe(409);
    expect(noProof.json()).toEqual({
      detail: operatorMessages.approvalWithoutCertificate,
      code: 'conflict',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: operatorMessages.notPending, code: 'conflict' });
    expect(unknown.statusCode).toBe(404);
    expect(await queued(withoutProof)).toBeDefined();
  });
});

describe('rejecting', () => {
  it('needs a reason', async () => {
    const id = await submitLocation(testApp, company.owner);

    for (const reason of [undefined, '   ']) {
      const response = await reject(id, reason);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        reason: [operatorMessages.reasonRequired],
        detail: operatorMessages.reasonRequired,
        code: 'invalid',
      });
    }
    expect(await queued(id)).toBeDefined();
  });

  it('keeps the location out of the finder and mails the owner the reason in German', async () => {
    const id = await submitLocation(testApp, company.owner, { name: 'Foto Abgelehnt' });

    const response = await reject(id, '  Der Nachweis ist unleserlich.  ');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ review_status: 'rejected', owner_notified: true });
    expect(await finderIds(testApp)).not.toContain(id);
    expect(await queued(id)).toBeUndefined();
    const mail = await latestMailTo(testApp.config, company.owner.email);
    expect(mail?.subject).toBe('Ihr Standort „Foto Abgelehnt“ wurde nicht freigegeben');
    expect(mail?.text).toContain('Begründung: Der Nachweis ist unleserlich.');
    expect(mail?.text).toContain('Geschäftsstandorte');
    const [stored] = await testApp.database.db
      .select()
      .from(studioLocations)
      .where(eq(studioLocations.id, id));
    expect(stored).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: 'Der Nachweis ist unleserlich.',
    });
  });
});

describe('withdrawing an approval', () => {
  async function studioSees(id: number) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/photobooth/registered-shops/',
      headers: bearer(company.owner.accessToken),
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ id: number; review_status: string; review_reason: string | null }[]>()
      .find((shop) => shop.id === id);
  }

  it('takes the location out of the finder at once, shows the studio the reason, mails and records it', async () => {
    const id = await submitLocation(testApp, company.owner, { name: 'Foto Zurückgezogen' });
    await approve(id);
    // The finder has answered (and cached) the search with the location in it.
    expect(await finderIds(testApp)).toContain(id);

    const response = await withdraw(id, '  Der Gewerbeschein wurde abgemeldet.  ');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: operatorMessages.withdrawn,
      review_status: 'rejected',
      owner_notified: true,
    });
    expect(await finderIds(testApp)).not.toContain(id);
    expect(await studioSees(id)).toMatchObject({
      review_status: 'rejected',
      review_reason: 'Der Gewerbeschein wurde abgemeldet.',
    });
    const mail = await latestMailTo(testApp.config, company.owner.email);
    expect(mail?.subject).toBe(
      'Die Freigabe Ihres Standorts „Foto Zurückgezogen“ wurde zurückgezogen',
    );
    expect(mail?.text).toContain('Begründung: Der Gewerbeschein wurde abgemeldet.');
    const decisions = await testApp.database.db
      .select()
      .from(operatorDecisions)
      .where(eq(operatorDecisions.locationId, id));
    expect(decisions.map((decision) => [decision.action, decision.reason])).toEqual([
      ['location_approved', null],
      ['location_approval_withdrawn', 'Der Gewerbeschein wurde abgemeldet.'],
    ]);
  });

  it('needs a reason and an approved location, and changes nothing otherwise', async () => {
    const approved = await submitLocation(testApp, company.owner);
    await approve(approved);
    const pending = await submitLocation(testApp, company.owner);

    const withoutReason = await withdraw(approved);
    const blankReason = await withdraw(approved, '   ');
    const notApproved = await withdraw(pending, 'Irrtum.');
    const unknown = await withdraw(999_999, 'Irrtum.');

    for (const refused of [withoutReason, blankReason]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ detail: operatorMessages.reasonRequired });
    }
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json()).toEqual({ detail: operatorMessages.notApproved, code: 'conflict' });
    expect(unknown.statusCode).toBe(404);
    expect(await finderIds(testApp)).toContain(approved);
    expect(await queued(pending)).toBeDefined();
  });

  it('is refused to the studio itself', async () => {
    const id = await submitLocation(testApp, company.owner);
    await approve(id);

    const response = await withdraw(id, 'Selbst zurückgezogen.', company.owner);

    expect(response.statusCode).toBe(403);
    expect(await finderIds(testApp)).toContain(id);
  });

  it('lets the owner resubmit the location, which returns to the queue', async () => {
    const id = await submitLocation(testApp, company.owner);
    await approve(id);
    await withdraw(id, 'Nachweis abgelaufen.');

    const response = await multipart(testApp, {
      url: `/api/photobooth/registered-shops/${id}/resubmit/`,
      token: company.owner.accessToken,
      fields: studioFields(),
    });

    expect(response.statusCode).toBe(200);
    expect(await queued(id)).toMatchObject({ previous_rejection_reason: 'Nachweis abgelaufen.' });
  });
});

describe('resubmitting a rejected location', () => {
  const resubmit = (
    id: number,
    token: string,
    fields = studioFields(),
    file: Buffer | null = tradeProofPdf,
  ) =>
    multipart(testApp, {
      url: `/api/photobooth/registered-shops/${id}/resubmit/`,
      token,
      fields,
      file,
    });

  it('takes the corrections and the new proof and returns the location to the queue', async () => {
    const id = await submitLocation(testApp, company.owner, { name: 'Foto Tippfehler' });
    const [before] = await testApp.database.db
      .select()
      .from(studioLocations)
      .where(eq(studioLocations.id, id));
    await reject(id, 'Der Name weicht vom Gewerbeschein ab.');
    testApp.clock.advance(60_000);

    const response = await resubmit(
      id,
      company.owner.accessToken,
      studioFields({ name: 'Foto Prüfung Kiel', zipcode: '24105' }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      detail: resubmissionMessages.resubmitted,
      id,
      name: 'Foto Prüfung Kiel',
      zipcode: '24105',
      review_status: 'pending',
    });
    expect(await queued(id)).toMatchObject({
      name: 'Foto Prüfung Kiel',
      submitted_at: testApp.clock().toISOString(),
      resubmissions: 1,
      previous_rejection_reason: 'Der Name weicht vom Gewerbeschein ab.',
    });
    const [after] = await testApp.database.db
      .select()
      .from(studioLocations)
      .where(eq(studioLocations.id, id));
    expect(after).toMatchObject({ reviewStatus: 'pending', reviewReason: null, reviewedAt: null });
    expect(after?.certificateFile).not.toBe(before?.certificateFile);
    const history = await testApp.database.db
      .select()
      .from(locationResubmissions)
      .where(eq(locationResubmissions.locationId, id));
    expect(history).toEqual([
      expect.objectContaining({
        rejectionReason: 'Der Name weicht vom Gewerbeschein ab.',
        replacedCertificateFile: before?.certificateFile,
      }),
    ]);

    expect((await approve(id)).statusCode).toBe(200);
  });

  it('needs a new PDF and valid fields', async () => {
    const id = await submitLocation(testApp, company.owner);
    await reject(id, 'Nachweis abgelaufen.');

    const withoutProof = await resubmit(id, company.owner.accessToken, studioFields(), null);
    const notPdf = await resubmit(
      id,
      company.owner.accessToken,
      studioFields(),
      Buffer.from('kein PDF'),
    );
    const missingName = await resubmit(id, company.owner.accessToken, studioFields({ name: '' }));

    expect(withoutProof.statusCode).toBe(400);
    expect(withoutProof.json().certificate_file).toEqual([resubmissionMessages.proofRequired]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().certificate_file).toEqual(['Nur PDF-Dateien werden akzeptiert.']);
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().non_field_errors[0]).toBe(
      'Bitte füllen Sie alle erforderlichen Felder aus!',
    );
    expect(await queued(id)).toBeUndefined();
  });

  it('is only for rejected locations of the own company, and only for the owner', async () => {
    const pending = await submitLocation(testApp, company.owner);
    const rejected = await submitLocation(testApp, company.owner);
    await reject(rejected, 'Falscher Nachweis.');
    const stranger = await createCompany(testApp, 'Foto Fremd');
    const manager = await addStaff(testApp, company, 'manager.pruefung@example.de', 'manager');

    const notRejected = await resubmit(pending, company.owner.accessToken);
    const foreign = await resubmit(rejected, stranger.owner.accessToken);
    const byManager = await resubmit(rejected, manager.accessToken);
    const withoutToken = await multipart(testApp, {
      url: `/api/photobooth/registered-shops/${rejected}/resubmit/`,
      token: null,
      fields: studioFields(),
    });

    expect(notRejected.statusCode).toBe(409);
    expect(notRejected.json()).toEqual({
      detail: resubmissionMessages.notRejected,
      code: 'conflict',
    });
    expect(foreign.statusCode).toBe(404);
    expect(byManager.statusCode).toBe(403);
    expect(withoutToken.statusCode).toBe(401);
    const [stored] = await testApp.database.db
      .select()
      .from(studioLocations)
      .where(eq(studioLocations.id, rejected));
    expect(stored?.reviewStatus).toBe('rejected');
  });
});

describe('two operators deciding at once', () => {
  it('lets only one decision through and records only that one', async () => {
    const colleague = await createSignedInOperator(testApp);
    const id = await submitLocation(testApp, company.owner);

    const answers = await Promise.all([
      approve(id),
      testApp.app.inject({
        method: 'POST',
        url: `/api/operator/locations/${id}/reject/`,
        headers: bearer(colleague.accessToken),
        payload: { reason: 'Unleserlich.' },
      }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const decisions = await testApp.database.db
      .select()
      .from(operatorDecisions)
      .where(eq(operatorDecisions.locationId, id));
    expect(decisions).toHaveLength(1);
  });
});

describe('when the mail to the owner cannot be sent', () => {
  /** The same API on the same database, behind a mail server that refuses every mail. */
  let unmailed: TestApp;
  const refusingMailer: Mailer = {
    mode: 'smtp',
    send: () => Promise.reject(new Error('SMTP-Server nicht erreichbar')),
    close: () => undefined,
  };

  beforeAll(async () => {
    const app = await buildApp({
      config: testApp.config,
      database: testApp.database,
      clock: testApp.clock,
      passwords: testApp.passwords,
      mailer: refusingMailer,
    });
    unmailed = { ...testApp, app };
  });

  afterAll(() => unmailed.app.close());

  it('stores the approval and its withdrawal all the same and asks the operator to tell the owner', async () => {
    const id = await submitLocation(testApp, company.owner, { name: 'Foto Ohne Post' });
    const url = (action: string) => `/api/operator/locations/${id}/${action}/`;

    const approved = await as(unmailed, operator, 'POST', url('approve'));

    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      detail: `${operatorMessages.approved} ${operatorMessages.ownerNotNotified}`,
      review_status: 'approved',
      owner_notified: false,
    });
    expect(await finderIds(testApp)).toContain(id);

    const withdrawn = await as(unmailed, operator, 'POST', url('withdraw-approval'), {
      reason: 'Der Gewerbeschein wurde abgemeldet.',
    });

    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({
      detail: `${operatorMessages.withdrawn} ${operatorMessages.ownerNotNotified}`,
      review_status: 'rejected',
      owner_notified: false,
    });
    expect(await finderIds(testApp)).not.toContain(id);
  });
});
