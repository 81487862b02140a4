import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { jsonResponse, mockFetch, requestsTo } from '../testing/mock-fetch';
import { createAppStore } from 'shared-ui/store/app-store';
import { sessionStorageKeys } from '../session/session-storage-keys';
import { refreshLockName } from '../session/session-refresh';
import { currentAccessToken, sessionHintKey } from '../session/session-tokens';
import { baseQuery } from './base-query';

/**
 * Issue 25 and 23: tabs of one browser share the refresh cookie and refresh one at a time. jsdom has
 * neither Web Locks nor BroadcastChannel: the doubles below behave like the browser's (one
 * holder per lock name, later requests wait in order; messages reach every other channel of the
 * same name, asynchronously). The "other tab" is the test, holding the lock and posting on its
 * own channel.
 */

class ChannelDouble {
  static open: ChannelDouble[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  received: unknown[] = [];
  constructor(readonly name: string) {
    ChannelDouble.open.push(this);
  }
  postMessage(data: unknown): void {
    for (const other of ChannelDouble.open) {
      if (other === this || other.name !== this.name) continue;
      setTimeout(() => {
        other.received.push(data);
        other.onmessage?.({ data } as MessageEvent);
      }, 0);
    }
  }
  close(): void {
    ChannelDouble.open = ChannelDouble.open.filter((channel) => channel !== this);
  }
}

function lockDouble() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const granted = previous.then(() => callback());
      tails.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
  };
  return { locks, requested };
}

function installLocks(locks: object | undefined): void {
  Object.defineProperty(window.navigator, 'locks', { configurable: true, value: locks });
}

const profilePath = '/api/photobooth/profile/';
const refreshPath = '/api/photobooth/token/refresh/';

/** The server: the profile answers only the new access token; refresh hands out the new pair. */
function server() {
  return mockFetch({
    [`GET ${profilePath}`]: (request) =>
      request.headers.get('authorization') === 'Bearer neu-access'
        ? jsonResponse({ id: 1 })
        : jsonResponse({ detail: 'abgelaufen' }, { status: 401 }),
    [`POST ${refreshPath}`]: (request) =>
      request.headers.get('x-bildbote-refresh') === 'cookie'
        ? jsonResponse({ access_token: 'neu-access', refresh_token: 'neu-refresh' })
        : jsonResponse({ detail: 'abgelaufen' }, { status: 401 }),
  });
}

function apiOf(store: ReturnType<typeof createAppStore>): BaseQueryApi {
  return {
    dispatch: store.dispatch,
    getState: store.getState,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'profil',
    type: 'query',
  };
}

const loadProfile = (api: BaseQueryApi) => baseQuery(profilePath.slice(4), api, {});

beforeAll(() => {
  Object.assign(globalThis, { BroadcastChannel: ChannelDouble });
});

beforeEach(() => {
  // A tab signed in before the cookie existed: its tokens are adopted from sessionStorage.
  window.sessionStorage.setItem(sessionStorageKeys.authToken, 'alt-access');
  window.sessionStorage.setItem(sessionStorageKeys.refreshToken, 'alt-refresh');
});

afterEach(() => {
  installLocks(undefined);
  window.localStorage.removeItem(sessionHintKey);
});

it('takes the refresh token out of sessionStorage at start and never stores one again', async () => {
  const fetchMock = server();
  const api = apiOf(createAppStore());

  expect(window.sessionStorage.getItem(sessionStorageKeys.refreshToken)).toBeNull();
  await loadProfile(api);

  const [refresh] = requestsTo(fetchMock, refreshPath);
  // Named once in the body (the spec's call), the answer sets the cookie.
  expect(await refresh!.json()).toEqual({ refresh_token: 'alt-refresh' });
  expect(window.sessionStorage.getItem(sessionStorageKeys.refreshToken)).toBeNull();
  expect(currentAccessToken()).toBe('neu-access');
});

it('waits while another tab refreshes, then refreshes by cookie itself', async () => {
  const { locks, requested } = lockDouble();
  installLocks(locks);
  const fetchMock = server();
  let releaseOtherTab = () => undefined as void;
  const otherTabHolds = locks.request(
    refreshLockName,
    () => new Promise<void>((resolve) => (releaseOtherTab = resolve)),
  );

  const answer = loadProfile(apiOf(createAppStore()));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const refreshesWhileWaiting = requestsTo(fetchMock, refreshPath).length;
  releaseOtherTab();
  await otherTabHolds;

  expect(await answer).toEqual(expect.objectContaining({ data: { id: 1 } }));
  expect(refreshesWhileWaiting).toBe(0);
  expect(requestsTo(fetchMock, refreshPath)).toHaveLength(1);
  expect(requested).toEqual([refreshLockName, refreshLockName]);
});

it('refreshes once under the lock for requests that fail together, the second time by cookie only', async () => {
  const { locks, requested } = lockDouble();
  installLocks(locks);
  const fetchMock = server();
  const api = apiOf(createAppStore());

  const answers = await Promise.all([loadProfile(api), loadProfile(api)]);
  expect(answers.map((answer) => answer.data)).toEqual([{ id: 1 }, { id: 1 }]);
  expect(requestsTo(fetchMock, refreshPath)).toHaveLength(1);
  expect(requested).toEqual([refreshLockName]);

  // The next expiry: no token in the body any more, the cookie carries the log-in.
  fetchMock.mockClear();
  window.sessionStorage.setItem(sessionStorageKeys.authToken, 'alt-access');
  await loadProfile(apiOf(createAppStore()));
  expect(await requestsTo(fetchMock, refreshPath)[0]!.json()).toEqual({});
});

it('still refreshes once in browsers without Web Locks', async () => {
  installLocks(undefined);
  const fetchMock = server();
  const api = apiOf(createAppStore());

  const answers = await Promise.all([loadProfile(api), loadProfile(api)]);

  expect(answers.map((answer) => answer.data)).toEqual([{ id: 1 }, { id: 1 }]);
  expect(requestsTo(fetchMock, refreshPath)).toHaveLength(1);
  expect(currentAccessToken()).toBe('neu-access');
});

it('ends the session but keeps the page when the refresh is refused', async () => {
  mockFetch({
    [`GET ${profilePath}`]: jsonResponse({ detail: 'abgelaufen' }, { status: 401 }),
    [`POST ${refreshPath}`]: jsonResponse({ detail: 'abgelaufen' }, { status: 401 }),
  });
  const store = createAppStore();

  await loadProfile(apiOf(store));

  expect(store.getState().session.isAuthenticated).toBe(false);
  expect(store.getState().sessionStatus.ended).toBe(true);
  expect(currentAccessToken()).toBeNull();
  expect(window.sessionStorage.getItem(sessionStorageKeys.authToken)).toBeNull();
});

it('signs a new tab in from the cookie at start when a log-in may exist', async () => {
  window.sessionStorage.clear();
  const fetchMock = server();
  window.localStorage.setItem(sessionHintKey, '1');

  const store = createAppStore();
  expect(store.getState().sessionStatus.restoring).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(store.getState().session.isAuthenticated).toBe(true);
  expect(store.getState().sessionStatus.restoring).toBe(false);
  expect(currentAccessToken()).toBe('neu-access');
  expect(await requestsTo(fetchMock, refreshPath)[0]!.json()).toEqual({});
});

it('asks nothing at start in a browser that never signed in', () => {
  window.sessionStorage.clear();
  const fetchMock = server();

  const store = createAppStore();

  expect(store.getState().sessionStatus.restoring).toBe(false);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('does not continue a tab as another person whose log-in the cookie now carries', async () => {
  const tokenOf = (userId: number) =>
    `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify({ sub: String(userId) }))}.signatur`;
  window.sessionStorage.setItem(sessionStorageKeys.authToken, tokenOf(1));
  mockFetch({
    [`GET ${profilePath}`]: jsonResponse({ detail: 'abgelaufen' }, { status: 401 }),
    [`POST ${refreshPath}`]: jsonResponse({ access_token: tokenOf(2), refresh_token: 'r2' }),
  });
  const store = createAppStore();

  const answer = await loadProfile(apiOf(store));

  expect(answer.error).toMatchObject({ status: 401 });
  expect(store.getState().session.isAuthenticated).toBe(false);
  expect(store.getState().sessionStatus.ended).toBe(true);
  expect(currentAccessToken()).toBeNull();
});

it('ends the session when another tab signs out, and takes it up again when one signs in', async () => {
  server();
  const store = createAppStore();
  const otherTab = new ChannelDouble('bildbote-session');

  otherTab.postMessage({ type: 'signed-out' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(store.getState().session.isAuthenticated).toBe(false);
  expect(store.getState().sessionStatus.ended).toBe(true);

  otherTab.postMessage({ type: 'signed-in' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(store.getState().session.isAuthenticated).toBe(true);
  expect(store.getState().sessionStatus.ended).toBe(false);
  expect(currentAccessToken()).toBe('neu-access');
  otherTab.close();
});
