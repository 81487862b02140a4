import { validationMessages } from 'shared-ui/validation/messages';
import {
  bearer,
  logIn,
  ownerPayload,
  postJson,
  registerVerifyAndLogIn,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import { createSignedInOperator } from '../operator/testing/operator-test-kit';
import { passwordChangeMessages } from './profile-update-routes';
import { profileMessages } from './profile-update';

const testApp = useTestApp({ freshRateLimitWindows: true });

async function owner() {
  const payload = ownerPayload();
  const signedIn = await registerVerifyAndLogIn(testApp, payload);
  return { ...signedIn, password: payload.user.password };
}

const getProfile = (token: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/photobooth/profile/', headers: bearer(token) });
const putProfile = (token: string | null, payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/photobooth/profile/',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const changePassword = (token: string | null, payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/photobooth/profile/change-password/',
    headers: token ? bearer(token) : {},
    payload,
  });

describe('PUT profile/', () => {
  it('stores the whole profile object the page sends and answers the updated profile', async () => {
    const person = await owner();
    const current = (await getProfile(person.accessToken)).json();

    const response = await putProfile(person.accessToken, {
      ...current,
      salutation: 'Divers',
      first_name: 'Alex',
      last_name: 'Berg',
      date_of_birth: '1988-02-29',
      phone: '0431 999999',
    });

    expect(response.statusCode).toBe(200);
    const expected = {
      ...current,
      salutation: 'Divers',
      first_name: 'Alex',
      last_name: 'Berg',
      date_of_birth: '1988-02-29',
      phone: '0431 999999',
    };
    expect(response.json()).toEqual(expected);
    expect((await getProfile(person.accessToken)).json()).toEqual(expected);
  });

  it('changes only the fields of a partial object', async () => {
    const person = await owner();
    const before = (await getProfile(person.accessToken)).json();

    const response = await putProfile(person.accessToken, { phone: '040 123' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, phone: '040 123' });
  });

  it("accepts the spec's 'Keine-Anrede' and stores the registration value 'Keine Anrede'", async () => {
    const person = await owner();

    const response = await putProfile(person.accessToken, { salutation: 'Keine-Anrede' });

    expect(response.statusCode).toBe(200);
    expect(response.json().salutation).toBe('Keine Anrede');
  });

  it('keeps the e-mail address: the unchanged one may be sent, another one is refused', async () => {
    const person = await owner();
    const before = (await getProfile(person.accessToken)).json();

    const same = await putProfile(person.accessToken, {
      email: before.email.toUpperCase(),
      first_name: 'Gleich',
    });
    const other = await putProfile(person.accessToken, {
      email: 'neu@example.de',
      first_name: 'Anders',
    });

    expect(same.statusCode).toBe(200);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      email: [profileMessages.readOnly.email],
      detail: profileMessages.readOnly.email,
      code: 'invalid',
    });
    expect((await getProfile(person.accessToken)).json()).toMatchObject({
      email: before.email,
      first_name: 'Gleich',
    });
  });

  it('refuses to change id or user type', async () => {
    const person = await owner();
    const before = (await getProfile(person.accessToken)).json();

    const response = await putProfile(person.accessToken, {
      id: before.id + 1,
      user_type: 'manager',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      id: [profileMessages.readOnly.id],
      user_type: [profileMessages.readOnly.user_type],
    });
  });

  it.each([
    [
      'a birth date in the future',
      { date_of_birth: '2999-01-01' },
      'date_of_birth',
      validationMessages.birthDateInFuture,
    ],
    [
      'an impossible date',
      { date_of_birth: '2025-02-30' },
      'date_of_birth',
      validationMessages.date,
    ],
    ['an unknown salutation', { salutation: 'Dr.' }, 'salutation', validationMessages.choice],
    ['an empty first name', { first_name: '  ' }, 'first_name', validationMessages.required],
    ['an owner without phone', { phone: '' }, 'phone', validationMessages.required],
    ['no birth date', { date_of_birth: null }, 'date_of_birth', validationMessages.required],
  ])(
    'refuses %s with the shared rule message, changing nothing',
    async (_case, change, field, message) => {
      const person = await owner();
      const before = (await getProfile(person.accessToken)).json();

      const response = await putProfile(person.accessToken, { first_name: 'Neu', ...change });

      expect(response.statusCode).toBe(400);
      expect(response.json()[field]).toEqual([message]);
      expect(response.json().detail).toBe(message);
      expect((await getProfile(person.accessToken)).json()).toEqual(before);
    },
  );

  it('takes back the profile of someone without a birth date as it was read, birth date null', async () => {
    const operator = await createSignedInOperator(testApp);
    const current = (await getProfile(operator.accessToken)).json();

    const response = await putProfile(operator.accessToken, { ...current, first_name: 'Bea' });

    expect(current.date_of_birth).toBeNull();
    expect(response.statusCode).toBe(200);
    expect((await getProfile(operator.accessToken)).json()).toEqual({
      ...current,
      first_name: 'Bea',
    });
  });

  it('refuses a body that is no object', async () => {
    const person = await owner();

    const response = await putProfile(person.accessToken, ['salutation']);

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('answers 401 without a token', async () => {
    const response = await putProfile(null, { first_name: 'Niemand' });

    expect(response.statusCode).toBe(401);
  });
});

describe('POST profile/change-password/', () => {
  it('changes the password and ends every log-in of the person', async () => {
    const person = await owner();
    const otherDevice = await logIn(testApp.app, person.email, person.password);

    const response = await changePassword(person.accessToken, {
      current_password: person.password,
      new_password: 'NeuesPasswort2@',
      confirm_password: 'NeuesPasswort2@',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: passwordChangeMessages.changed });
    for (const token of [person.refreshToken, otherDevice.refreshToken]) {
      const refreshed = await postJson(testApp.app, '/api/photobooth/token/refresh/', {
        refresh_token: token,
      });
      expect(refreshed.statusCode).toBe(401);
    }
    await expect(logIn(testApp.app, person.email, 'NeuesPasswort2@')).resolves.toBeTruthy();
    await expect(logIn(testApp.app, person.email, person.password)).rejects.toThrow();
  });

  it('refuses a wrong current password in detail, keeping the password', async () => {
    const person = await owner();

    const response = await changePassword(person.accessToken, {
      current_password: 'Falsch1!x',
      new_password: 'NeuesPasswort2@',
      confirm_password: 'NeuesPasswort2@',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(passwordChangeMessages.wrongCurrent);
    await expect(logIn(testApp.app, person.email, person.password)).resolves.toBeTruthy();
  });

  it.each([
    [
      'a weak new password',
      { new_password: 'schwach', confirm_password: 'schwach' },
      validationMessages.password,
    ],
    [
      'a differing confirmation',
      { confirm_password: 'Anderes3#x' },
      'Passwörter stimmen nicht überein.',
    ],
    ['a missing confirmation', { confirm_password: '' }, validationMessages.required],
  ])('refuses %s in detail', async (_case, change, detail) => {
    const person = await owner();

    const valid = {
      current_password: person.password,
      new_password: 'NeuesPasswort2@',
      confirm_password: 'NeuesPasswort2@',
    };

    const response = await changePassword(person.accessToken, { ...valid, ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
  });

  it('stops guessing after 5 wrong current passwords in 15 minutes', async () => {
    const person = await owner();
    const wrong = {
      current_password: 'Falsch1!x',
      new_password: 'NeuesPasswort2@',
      confirm_password: 'NeuesPasswort2@',
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await changePassword(person.accessToken, wrong)).statusCode).toBe(400);
    }

    const right = await changePassword(person.accessToken, {
      ...wrong,
      current_password: person.password,
    });

    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      detail: passwordChangeMessages.tooManyFailures,
      code: 'rate_limited',
    });
  });

  it('answers 401 without a token', async () => {
    const response = await changePassword(null, {
      current_password: 'Passwort1!',
      new_password: 'NeuesPasswort2@',
      confirm_password: 'NeuesPasswort2@',
    });

    expect(response.statusCode).toBe(401);
  });
});
