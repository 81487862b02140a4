import { eq } from 'drizzle-orm';
import { validationMessages } from 'shared-ui/validation/messages';
import { refreshTokens } from '../sessions/schema';
import { findAccountByEmail } from '../accounts/accounts';
import { oneTimeCodes } from '../accounts/schema';
import {
  logIn,
  mailedCode,
  ownerPayload,
  postJson,
  registerVerifyAndLogIn,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import { readOutbox } from '../../kernel/mail/outbox-reader';
import type { OutboxMail } from '../../kernel/mail/outbox-reader';
import { passwordResetMessages } from './password-reset-routes';

const testApp = useTestApp({ freshRateLimitWindows: true });

const url = '/api/photobooth/request-password-reset/';
const requestReset = (email: string) => postJson(testApp.app, url, { email });
const reset = (payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'PUT', url, payload });

const newPassword = 'NeuesPasswort2@';

async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await readOutbox(testApp.config)).filter((mail) => mail.to === email);
}

/**
 * The reset mail goes out after the answer (its timing must not reveal the account), so the
 * test waits until the outbox holds `count` mails to `email`.
 */
async function waitForMails(email: string, count: number): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const mails = await mailsTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Keine ${count}. Mail an ${email}`);
}

async function registeredOwner() {
  const payload = ownerPayload();
  const signedIn = await registerVerifyAndLogIn(testApp, payload);
  return { ...signedIn, password: payload.user.password };
}

/** Requests a reset and returns the mailed code. */
async function resetCodeFor(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  const response = await requestReset(email);
  expect(response.statusCode).toBe(200);
  await waitForMails(email, before + 1);
  return mailedCode(testApp.config, email);
}

describe('POST request-password-reset/', () => {
  it('answers a registered and an unknown address alike and mails a code only to the registered one', async () => {
    const owner = await registeredOwner();
    const mailsBefore = (await mailsTo(owner.email)).length;

    const known = await requestReset(owner.email.toUpperCase());
    const unknown = await requestReset('niemand@example.de');

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: passwordResetMessages.requested });
    expect(unknown.body).toBe(known.body);
    const mails = await waitForMails(owner.email, mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Ihr Code zum Zurücksetzen des Passworts');
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.text).toContain('Der Code ist 10 Minuten gültig');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(await mailsTo('niemand@example.de')).toEqual([]);
  });

  it('stores the code hashed, bound to the password-reset purpose', async () => {
    const owner = await registeredOwner();
    const code = await resetCodeFor(owner.email);

    const account = await findAccountByEmail(testApp.database.db, owner.email);
    const [stored] = await testApp.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, account!.user.id))
      .then((rows) => rows.filter((row) => row.purpose === 'password_reset'));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.issuedAt.getTime()).toBe(10 * 60_000);
  });

  it('refuses an invalid address with the field message and a detail', async () => {
    const response = await requestReset('keine-adresse');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: [validationMessages.email],
      detail: validationMessages.email,
      code: 'invalid',
    });
  });

  it('allows one request a minute per address, registered or not, with the same answer', async () => {
    const owner = await registeredOwner();
    await requestReset(owner.email);
    await requestReset('unbekannt-minute@example.de');

    const known = await requestReset(owner.email);
    const unknown = await requestReset('unbekannt-minute@example.de');

    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(known.json()).toEqual({ detail: passwordResetMessages.tooSoon, code: 'rate_limited' });
    expect(unknown.body).toBe(known.body);
  });

  it('answers the 11th request of one IP address within 10 minutes with 429', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await requestReset(`viele${index}@example.de`)).statusCode).toBe(200);
    }

    const response = await requestReset('eine-zu-viel@example.de');

    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('600');
  });
});

describe('PUT request-password-reset/', () => {
  it('sets the new password with the mailed code and ends every log-in of the person', async () => {
    const owner = await registeredOwner();
    const otherDevice = await logIn(testApp.app, owner.email, owner.password);
    const code = await resetCodeFor(owner.email);

    const response = await reset({
      email: owner.email,
      reset_code: code,
      new_password: newPassword,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: passwordResetMessages.reset });
    for (const token of [owner.refreshToken, otherDevice.refreshToken]) {
      const refreshed = await postJson(testApp.app, '/api/photobooth/token/refresh/', {
        refresh_token: token,
      });
      expect(refreshed.statusCode).toBe(401);
    }
    const account = await findAccountByEmail(testApp.database.db, owner.email);
    const open = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, account!.user.id))
      .then((rows) => rows.filter((row) => row.revokedAt === null));
    expect(open).toEqual([]);
    const oldLogin = await postJson(testApp.app, '/api/photobooth/web-login/', {
      email: owner.email,
      password: owner.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    await expect(logIn(testApp.app, owner.email, newPassword)).resolves.toBeTruthy();
  });

  it('uses a code only once', async () => {
    const owner = await registeredOwner();
    const code = await resetCodeFor(owner.email);
    await reset({ email: owner.email, reset_code: code, new_password: newPassword });

    const again = await reset({ email: owner.email, reset_code: code, new_password: 'Anderes3#x' });

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      reset_code: [passwordResetMessages.codeInvalid],
      detail: passwordResetMessages.codeInvalid,
      code: 'invalid',
    });
  });

  it('enforces the password rule without using up the code', async () => {
    const owner = await registeredOwner();
    const code = await resetCodeFor(owner.email);

    const weak = await reset({ email: owner.email, reset_code: code, new_password: 'kurz' });

    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      new_password: [validationMessages.password],
      detail: validationMessages.password,
      code: 'invalid',
    });
    const strong = await reset({ email: owner.email, reset_code: code, new_password: newPassword });
    expect(strong.statusCode).toBe(200);
  });

  it('refuses a differing confirmation with the spec message', async () => {
    const response = await reset({
      email: 'wer@example.de',
      reset_code: '123456',
      new_password: newPassword,
      confirm_password: 'Anderes3#x',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().confirm_password).toEqual(['Passwörter stimmen nicht überein.']);
    expect(response.json().detail).toBe('Passwörter stimmen nicht überein.');
  });

  it('voids the code after 5 wrong tries, answering like an unknown address', async () => {
    const owner = await registeredOwner();
    const code = await resetCodeFor(owner.email);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(
        await reset({ email: owner.email, reset_code: wrongCode, new_password: newPassword }),
      );
    }
    const right = await reset({ email: owner.email, reset_code: code, new_password: newPassword });
    const unknown = await reset({
      email: 'niemand@example.de',
      reset_code: code,
      new_password: newPassword,
    });

    for (const answer of [...answers, right]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe(unknown.body);
    }
    expect(unknown.json().detail).toBe(passwordResetMessages.codeInvalid);
  });

  it('refuses a code older than 10 minutes', async () => {
    const owner = await registeredOwner();
    const code = await resetCodeFor(owner.email);

    testApp.clock.advance(10 * 60_000);
    const response = await reset({
      email: owner.email,
      reset_code: code,
      new_password: newPassword,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(passwordResetMessages.codeInvalid);
  });

  it('accepts only codes of the password-reset purpose, not the e-mail verification code', async () => {
    const payload = ownerPayload();
    await postJson(testApp.app, '/api/photobooth/register/', payload);
    const verificationCode = await mailedCode(testApp.config, payload.user.email);

    const response = await reset({
      email: payload.user.email,
      reset_code: verificationCode,
      new_password: newPassword,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(passwordResetMessages.codeInvalid);
  });

  // That the new code voids the earlier one is one-time-codes.test.ts's (it knows both codes).
  it('takes the new code when one is requested again a minute later', async () => {
    const owner = await registeredOwner();
    await resetCodeFor(owner.email);
    testApp.clock.advance(61_000);
    const second = await resetCodeFor(owner.email);

    const withSecond = await reset({
      email: owner.email,
      reset_code: second,
      new_password: newPassword,
    });

    expect(withSecond.statusCode).toBe(200);
  });

  it('lifts a log-in lock: the new password works at once', async () => {
    const owner = await registeredOwner();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await postJson(testApp.app, '/api/photobooth/web-login/', {
        email: owner.email,
        password: 'Falsch1!x',
      });
    }
    const code = await resetCodeFor(owner.email);

    await reset({ email: owner.email, reset_code: code, new_password: newPassword });

    await expect(logIn(testApp.app, owner.email, newPassword)).resolves.toBeTruthy();
  });
});
