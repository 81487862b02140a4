import {
  errorDetail,
  errorStatus,
  firstErrorOf,
  firstFieldError,
  httpStatus,
  isNetworkError,
  serverMessage,
  serverUnreachable,
} from './api-errors';

const answer = (status: number, data: unknown) => ({ status, data });
const notJson = (originalStatus: number) => ({
  status: 'PARSING_ERROR',
  originalStatus,
  data: '<html>Bad Gateway</html>',
  error: 'SyntaxError',
});

describe('api errors', () => {
  it('tells a request without an HTTP answer from one with a status', () => {
    expect(isNetworkError({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(true);
    expect(isNetworkError({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe(true);
    expect(isNetworkError(answer(500, {}))).toBe(false);
    expect(isNetworkError(undefined)).toBe(false);
  });

  it("reads the status of an answer whose body was no JSON from RTK's original status", () => {
    expect(errorStatus(notJson(502))).toBe(502);
    expect(httpStatus(notJson(502))).toBe(502);
    expect(errorStatus({ status: 'FETCH_ERROR' })).toBe('FETCH_ERROR');
    expect(httpStatus({ status: 'FETCH_ERROR' })).toBeUndefined();
  });

  it('calls a 5xx unreachable unless it says what went wrong', () => {
    expect(serverUnreachable({ status: 'FETCH_ERROR' })).toBe(true);
    expect(serverUnreachable(answer(503, {}))).toBe(true);
    expect(serverUnreachable(notJson(502))).toBe(true);
    expect(serverUnreachable(answer(502, { detail: 'Mail nicht versandt.' }))).toBe(false);
    expect(serverUnreachable(answer(400, {}))).toBe(false);
  });

  it('takes the first non-empty text under the keys in their order', () => {
    const error = answer(400, { detail: ['  ', 'Zweiter Text'], message: 'Nachricht' });
    expect(firstErrorOf(error, ['detail', 'message'])).toBe('Zweiter Text');
    expect(firstErrorOf(answer(400, { message: 'Nachricht' }), ['detail', 'message'])).toBe(
      'Nachricht',
    );
    expect(serverMessage(answer(404, { message: 'Nicht gefunden.' }))).toBe('Nicht gefunden.');
    expect(errorDetail(answer(404, { message: 'Nicht gefunden.' }))).toBeUndefined();
    expect(errorDetail(answer(404, ['Liste statt Objekt']))).toBeUndefined();
  });

  it('finds the first field message, also in nested fields', () => {
    expect(firstFieldError(answer(400, { zipcode: ['PLZ ungültig.'] }))).toBe('PLZ ungültig.');
    expect(firstFieldError(answer(400, { user: { email: ['E-Mail vergeben.'] } }))).toBe(
      'E-Mail vergeben.',
    );
    expect(firstFieldError(answer(400, {}))).toBeUndefined();
    expect(firstFieldError({ status: 'FETCH_ERROR' })).toBeUndefined();
  });
});
