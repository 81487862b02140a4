import { eq } from 'drizzle-orm';
import { findAccountByEmail } from '../accounts/accounts';
import { oneTimeCodes } from '../accounts/schema';
import {
  mailedCode,
  ownerPayload,
  postJson,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import { readOutbox } from '../../kernel/mail/outbox-reader';
import { registrationMessages } from './registration-routes';

const testApp = useTestApp({ freshRateLimitWindows: true });

const verify = (email: string, otp: string) =>
  postJson(testApp.app, '/api/photobooth/verify-otp/', { email, otp });
const resend = (email: string) => postJson(testApp.app, '/api/photobooth/resend-otp/', { email });

/** A registered, unverified owner and the code of the registration mail. */
async function registered(): Promise<{ email: string; code: string }> {
  const payload = ownerPayload();
  const response = await postJson(testApp.app, '/api/photobooth/register/', payload);
  expect(response.statusCode).toBe(201);
  return { email: payload.user.email, code: await mailedCode(testApp.config, payload.user.email) };
}

/** A six-digit code that is certainly not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function isVerified(email: string): Promise<boolean> {
  return (await findAccountByEmail(testApp.database.db, email))!.user.isVerified;
}

describe('verify-otp', () => {
  it('verifies the address once with the mailed code', async () => {
    const { email, code } = await registered();

    const response = await verify(email, code);
    const again = await verify(email, code);

    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toBe(registrationMessages.verified);
    expect(await isVerified(email)).toBe(true);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: registrationMessages.alreadyVerified, code: 'invalid' });
  });

  it('stores the code only as a keyed hash', async () => {
    const { email, code } = await registered();
    const account = await findAccountByEmail(testApp.database.db, email);

    const [stored] = await testApp.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, account!.user.id));

    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);
  });

  it('counts wrong codes and says how many tries are left', async () => {
    const { email, code } = await registered();

    const first = await verify(email, wrongFor(code));
    const second = await verify(email, wrongFor(code));

    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({
      detail: 'Der Bestätigungscode ist falsch. Sie haben noch 4 Versuche.',
      code: 'invalid',
    });
    expect(second.json()).toEqual({
      detail: 'Der Bestätigungscode ist falsch. Sie haben noch 3 Versuche.',
      code: 'invalid',
    });
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('voids the code after the fifth wrong try, even for the right code afterwards', async () => {
    const { email, code } = await registered();
    for (let i = 0; i < 4; i += 1) await verify(email, wrongFor(code));

    const fifth = await verify(email, wrongFor(code));
    const right = await verify(email, code);

    expect(fifth.json()).toEqual({ detail: registrationMessages.code.exhausted, code: 'invalid' });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ detail: registrationMessages.code.exhausted, code: 'invalid' });
    expect(await isVerified(email)).toBe(false);
  });

  it('grants no more than five tries to concurrent guesses', async () => {
    const { email, code } = await registered();
    const account = await findAccountByEmail(testApp.database.db, email);

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => verify(email, wrongFor(code))),
    );

    const wrong = answers.filter((a) =>
      a.json().detail.startsWith('Der Bestätigungscode ist falsch'),
    );
    expect(wrong).toHaveLength(4);
    const [stored] = await testApp.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, account!.user.id));
    expect(stored!.attempts).toBe(5);
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('refuses the code after 10 minutes', async () => {
    const { email, code } = await registered();
    testApp.clock.advance(10 * 60_000);

    const response = await verify(email, code);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: registrationMessages.code.expired, code: 'invalid' });
    expect(await isVerified(email)).toBe(false);
  });

  it('accepts the code just before it expires', async () => {
    const { email, code } = await registered();
    testApp.clock.advance(10 * 60_000 - 1000);

    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('answers an unknown address like a missing code', async () => {
    const response = await verify('niemand@example.de', '123456');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: registrationMessages.code.missing, code: 'invalid' });
  });

  it('refuses a code that is not six digits before counting it', async () => {
    const { email } = await registered();

    const response = await verify(email, '12ab');

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['otp']);
  });
});

describe('resend-otp', () => {
  it('sends a new code that voids the old one', async () => {
    const { email, code } = await registered();
    testApp.clock.advance(61_000);

    const response = await resend(email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: registrationMessages.resendSent });
    const mails = (await readOutbox(testApp.config)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(2);
    const newCode = await mailedCode(testApp.config, email);
    expect(newCode).not.toBe(code);
    expect((await verify(email, code)).json()).toEqual({
      detail: registrationMessages.code.wrong(4),
      code: 'invalid',
    });
    expect((await verify(email, newCode)).statusCode).toBe(200);
  });

  it('sends at most one code a minute per address', async () => {
    const { email } = await registered();
    testApp.clock.advance(61_000);
    await resend(email);
    testApp.clock.advance(30_000);

    const tooSoon = await resend(email);
    testApp.clock.advance(31_000);
    const later = await resend(email);

    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      detail: registrationMessages.resendTooSoon,
      code: 'rate_limited',
    });
    expect(later.statusCode).toBe(200);
    const mails = (await readOutbox(testApp.config)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(3);
  });

  it('does not send a second code within a minute of the registration mail', async () => {
    const { email } = await registered();

    const response = await resend(email);

    expect(response.statusCode).toBe(429);
    expect((await readOutbox(testApp.config)).filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('answers an unknown address like a known one, without sending a mail', async () => {
    const before = (await readOutbox(testApp.config)).length;

    const response = await resend('unbekannt@example.de');
    const again = await resend('unbekannt@example.de');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: registrationMessages.resendSent });
    expect(again.statusCode).toBe(429);
    expect((await readOutbox(testApp.config)).length).toBe(before);
  });

  it('sends nothing to an address that is already verified', async () => {
    const { email, code } = await registered();
    await verify(email, code);
    testApp.clock.advance(61_000);

    const response = await resend(email);

    expect(response.json()).toEqual({ detail: registrationMessages.resendSent });
    expect((await readOutbox(testApp.config)).filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('limits one IP address to 10 requests in 10 minutes', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await resend(`ip-limit-${i}@example.de`));

    expect(answers.slice(0, 10).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[10]!.statusCode).toBe(429);
  });
});

describe('verify-otp rate limit', () => {
  it('limits one IP address to 30 tries in 10 minutes', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await verify('niemand@example.de', '123456'));

    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 400)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
    expect(answers[30]!.headers['retry-after']).toBe('600');
  });
});
