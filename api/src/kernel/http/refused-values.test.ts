import { bearer, postJson, useTestApp } from '../../resources/accounts/testing/identity-test-kit';
import { createSignedInOperator } from '../../resources/operator/testing/operator-test-kit';
import { inputGuardCode, inputGuardMessages } from './input-guard';
import { wrongTypeMessage } from './yup-errors';

/**
 * Two kinds of input the generated security suite (openapi-security.test.ts) found answered
 * with 500 (issue 25): a list or object where a Yup-checked form sends text, and an id past the
 * range of the database's integer columns.
 */
describe('values of the wrong type or out of range', () => {
  const testApp = useTestApp({ freshRateLimitWindows: true });

  it('refuses a list or object in a text field with 400 and a German message per field', async () => {
    const asList = await postJson(testApp.app, '/api/photobooth/request-password-reset/', {
      email: [true, 'a@example.de', null],
    });
    const asObject = await postJson(testApp.app, '/api/photobooth/request-password-reset/', {
      email: { address: 'a@example.de' },
    });

    for (const response of [asList, asObject]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ email: [wrongTypeMessage] });
    }
  });

  it('refuses an id past the integer columns with 400 instead of 500', async () => {
    const operator = await createSignedInOperator(testApp);

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/operator/companies/9007199254740993/',
      headers: bearer(operator.accessToken),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: inputGuardMessages.valueOutOfRange,
      code: inputGuardCode,
    });
  });
});
