import { eq, sql } from 'drizzle-orm';
import { bearer, useTestApp } from '../accounts/testing/identity-test-kit';
import { billableEvents } from '../eid/schema';
import { addStaff, signInAgain } from '../operator/testing/operator-test-kit';
import type { TestPerson } from '../operator/testing/operator-test-kit';
import { createPhotoStudio, encryptedPhoto, uploadPhoto } from '../photos/testing/photo-test-kit';
import type { PhotoStudio } from '../photos/testing/photo-test-kit';
import { cancellationMessages, contractEndedAt, contractEndsOn } from './contract-cancellation';

describe('the cancellation rule: 14 days to the end of a month', () => {
  it.each([
    ['2026-11-01', '2026-11-30'],
    // 14 days of November remain after the 16th, not after the 17th.
    ['2026-11-16', '2026-11-30'],
    ['2026-11-17', '2026-12-31'],
    ['2026-11-30', '2026-12-31'],
    ['2026-12-17', '2026-12-31'],
    ['2026-12-18', '2027-01-31'],
    ['2027-02-14', '2027-02-28'],
    ['2027-02-15', '2027-03-31'],
    ['2028-02-15', '2028-02-29'],
  ])('notice on %s ends the contract with %s', (noticeOn, endsOn) => {
    expect(contractEndsOn(noticeOn)).toBe(endsOn);
  });

  it('ends at midnight in Berlin after the last day, summer or winter', () => {
    expect(contractEndedAt('2026-12-31')).toEqual(new Date('2026-12-31T23:00:00Z'));
    expect(contractEndedAt('2027-06-30')).toEqual(new Date('2027-06-30T22:00:00Z'));
  });
});

const testApp = useTestApp();
let studio: PhotoStudio;
let otherStudio: PhotoStudio;
let manager: TestPerson;

beforeAll(async () => {
  studio = await createPhotoStudio(testApp);
  otherStudio = await createPhotoStudio(testApp);
  manager = await addStaff(testApp, studio, 'leitung@kuendigung.example', 'manager');
}, 90_000);

const contractUrl = '/api/billing/contract/';
const cancelUrl = '/api/billing/contract/cancellation/';

function asPerson(person: TestPerson | null, method: 'GET' | 'POST', url: string) {
  return testApp.app.inject({
    method,
    url,
    headers: person ? bearer(person.accessToken) : {},
  });
}

async function ledgerRowsOf(companyId: number): Promise<number> {
  const [row] = await testApp.database.db
    .select({ rows: sql<number>`count(*)::int` })
    .from(billableEvents)
    .where(eq(billableEvents.companyId, companyId));
  return row!.rows;
}

/** Moves the test clock to `instant` and signs the people in again (tokens expire). */
async function at(instant: string, people: TestPerson[]) {
  testApp.clock.advance(new Date(instant).getTime() - testApp.clock().getTime());
  for (const person of people) await signInAgain(testApp, person);
}

describe('cancelling the contract in /Abrechnung', () => {
  it('tells the owner the terms and the end if cancelled today, the server deciding', async () => {
    // Sunday 22 November 2026: fewer than 14 days of November remain.
    const response = await asPerson(studio.owner, 'GET', contractUrl);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      terms:
        'Sie können Ihren Vertrag jederzeit mit einer Frist von 14 Tagen zum Monatsende kündigen.',
      cancellation: null,
      ends_on_if_cancelled_today: '2026-12-31',
      if_cancelled_today: 'Kündigen Sie heute, endet Ihr Vertrag mit Ablauf des 31.12.2026.',
    });
  });

  it('is the owner’s alone: managers and employees get 403, nobody signed in 401', async () => {
    expect((await asPerson(manager, 'POST', cancelUrl)).statusCode).toBe(403);
    expect((await asPerson(studio.employee, 'POST', cancelUrl)).statusCode).toBe(403);
    expect((await asPerson(null, 'POST', cancelUrl)).statusCode).toBe(401);
    expect((await asPerson(manager, 'GET', contractUrl)).statusCode).toBe(403);
    expect((await asPerson(studio.owner, 'GET', contractUrl)).json().cancellation).toBeNull();
  });

  it('records the owner’s notice once, ending with the month the rule gives', async () => {
    const response = await asPerson(studio.owner, 'POST', cancelUrl);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: cancellationMessages.cancelled('2026-12-31'),
      cancellation: {
        requested_at: testApp.clock().toISOString(),
        ends_on: '2026-12-31',
        ended: false,
        text: 'Ihr Vertrag ist bereits gekündigt und endet mit Ablauf des 31.12.2026.',
      },
    });
    expect(response.json().message).toBe(
      'Ihre Kündigung ist eingegangen. Ihr Vertrag endet mit Ablauf des 31.12.2026; bis dahin können Sie Fotos wie gewohnt senden. Der letzte Monat wird wie gewohnt abgerechnet.',
    );

    await at('2026-11-23T09:00:00Z', [studio.owner]);
    const again = await asPerson(studio.owner, 'POST', cancelUrl);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(cancellationMessages.alreadyCancelled('2026-12-31'));
    const read = await asPerson(studio.owner, 'GET', contractUrl);
    expect(read.json().cancellation.ends_on).toBe('2026-12-31');
  });

  it('accepts transfers to the last minute of the contract and none after it', async () => {
    const replayed = await encryptedPhoto();
    // 31 December, 23:59 in Berlin.
    await at('2026-12-31T22:59:00Z', [studio.employee]);
    expect(
      (await uploadPhoto(testApp, studio.employee, studio.locationId, replayed)).statusCode,
    ).toBe(201);
    const billed = await ledgerRowsOf(studio.id);
    expect(billed).toBe(1);

    // 1 January 2027, 00:00 in Berlin: the contract has ended.
    await at('2026-12-31T23:00:00Z', [studio.employee, studio.owner, otherStudio.employee]);
    const refused = await uploadPhoto(
      testApp,
      studio.employee,
      studio.locationId,
      await encryptedPhoto(),
    );

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'contract-ended',
      detail:
        'Ihr Bildbote-Vertrag ist mit Ablauf des 31.12.2026 beendet: Fotos können nicht mehr gesendet werden.',
    });
    expect(await ledgerRowsOf(studio.id)).toBe(billed);
    // A repeated upload of a photo stored before the end still answers as stored, billing nothing.
    expect(
      (await uploadPhoto(testApp, studio.employee, studio.locationId, replayed)).statusCode,
    ).toBe(200);
    expect(await ledgerRowsOf(studio.id)).toBe(billed);
    // Other companies go on as before.
    expect(
      (
        await uploadPhoto(
          testApp,
          otherStudio.employee,
          otherStudio.locationId,
          await encryptedPhoto(),
        )
      ).statusCode,
    ).toBe(201);

    const read = await asPerson(studio.owner, 'GET', contractUrl);
    expect(read.json().cancellation).toMatchObject({
      ends_on: '2026-12-31',
      ended: true,
      text: cancellationMessages.ended('2026-12-31'),
    });
  });
});
