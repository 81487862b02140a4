import type { OpenedDatabase } from '../../kernel/database/database';
import { createTestConfig } from '../../kernel/testing/test-config';
import { createTestDatabase, testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { createOneTimeCodes, oneTimeCodeResendIntervalMs } from './one-time-codes';
import { users } from './schema';

let database: OpenedDatabase;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({
      userType: 'operator',
      username: 'anna-schmidt',
      email: 'anna@foto-schmidt.example',
      passwordHash: 'not-used-here',
      salutation: 'Frau',
      firstName: 'Anna',
      lastName: 'Schmidt',
    })
    .returning({ id: users.id });
  userId = user!.id;
}, testDatabaseTimeoutMs);
afterAll(() => database.close());

/** Codes that hand out the given digits in turn, so a test knows every code drawn. */
function codesDrawing(...draws: string[]) {
  const next = jest.fn<string, []>();
  for (const draw of draws) next.mockReturnValueOnce(draw);
  return createOneTimeCodes(createTestConfig(), next);
}

describe('one-time codes', () => {
  const issuedAt = new Date('2026-11-22T09:00:00Z');
  const minuteLater = new Date(issuedAt.getTime() + oneTimeCodeResendIntervalMs);

  it('voids the earlier code when a newer one is issued', async () => {
    const codes = codesDrawing('111111', '222222');
    const subject = { userId, purpose: 'email_verification' as const };

    expect(await codes.issue(database.db, subject, issuedAt)).toEqual({
      issued: true,
      code: '111111',
    });
    expect(await codes.issue(database.db, subject, minuteLater)).toEqual({
      issued: true,
      code: '222222',
    });

    expect(await codes.check(database.db, { ...subject, code: '111111' }, minuteLater)).toEqual({
      valid: false,
      reason: 'wrong',
      attemptsLeft: 4,
    });
    expect(await codes.check(database.db, { ...subject, code: '222222' }, minuteLater)).toEqual({
      valid: true,
    });
  });

  it('keeps the code when a new one is asked for within the minute', async () => {
    const codes = codesDrawing('333333', '444444');
    const subject = { userId, purpose: 'password_reset' as const };

    await codes.issue(database.db, subject, issuedAt);
    const tooSoon = new Date(minuteLater.getTime() - 1);

    expect(await codes.issue(database.db, subject, tooSoon)).toEqual({
      issued: false,
      reason: 'too-soon',
    });
    expect(await codes.check(database.db, { ...subject, code: '333333' }, tooSoon)).toEqual({
      valid: true,
    });
  });

  it('never issues the code it replaces again, however often the draw repeats it', async () => {
    const codes = codesDrawing('555555', '555555', '555555', '666666');
    const subject = { userId, purpose: 'password_reset' as const };
    // Later than the other tests' codes of the same person, so each issue replaces the last.
    const first = new Date(issuedAt.getTime() + 10 * oneTimeCodeResendIntervalMs);
    const again = new Date(first.getTime() + oneTimeCodeResendIntervalMs);

    await codes.issue(database.db, subject, first);
    const resent = await codes.issue(database.db, subject, again);

    expect(resent).toEqual({ issued: true, code: '666666' });
    expect(await codes.check(database.db, { ...subject, code: '555555' }, again)).toEqual({
      valid: false,
      reason: 'wrong',
      attemptsLeft: 4,
    });
  });
});
