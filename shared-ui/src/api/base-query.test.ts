import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { jsonResponse, mockFetch, requestsTo } from '../testing/mock-fetch';
import { createAppStore } from 'shared-ui/store/app-store';
import { sessionStorageKeys } from '../session/session-storage-keys';
import { baseQuery, refreshLockName, sessionChannelName } from './base-query';
import type { TokensRotatedMessage } from './base-query';

/**
 * Issue 25: two tabs of one log-in whose access tokens expire together refresh once. jsdom has
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
    [`POST ${refreshPath}`]: jsonResponse({
      access_token: 'neu-access',
      refresh_token: 'neu-refresh',
    }),
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
  window.sessionStorage.setItem(sessionStorageKeys.authToken, 'alt-access');
  window.sessionStorage.setItem(sessionStorageKeys.refreshToken, 'alt-refresh');
});

afterEach(() => {
  installLocks(undefined);
});

it('waits while another tab refreshes and takes the pair it hands over, without refreshing again', async () => {
  const { locks, requested } = lockDouble();
  installLocks(locks);
  const fetchMock = server();
  const otherTab = new ChannelDouble(sessionChannelName);
  let releaseOtherTab = () => undefined as void;
  const otherTabHolds = locks.request(
    refreshLockName,
    () => new Promise<void>((resolve) => (releaseOtherTab = resolve)),
  );

  const answer = loadProfile(apiOf(createAppStore()));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const refreshesWhileWaiting = requestsTo(fetchMock, refreshPath).length;
  const handover: TokensRotatedMessage = {
    type: 'tokens-rotated',
    previousRefreshToken: 'alt-refresh',
    accessToken: 'neu-access',
    refreshToken: 'neu-refresh',
  };
  otherTab.postMessage(handover);
  await new Promise((resolve) => setTimeout(resolve, 0));
  releaseOtherTab();
  await otherTabHolds;

  expect(await answer).toEqual(expect.objectContaining({ data: { id: 1 } }));
  expect(refreshesWhileWaiting).toBe(0);
  expect(requestsTo(fetchMock, refreshPath)).toHaveLength(0);
  expect(requested).toEqual([refreshLockName, refreshLockName]);
  expect(window.sessionStorage.getItem(sessionStorageKeys.refreshToken)).toBe('neu-refresh');
  otherTab.close();
});

it('refreshes once under the lock for requests that fail together, and tells the other tabs', async () => {
  const { locks, requested } = lockDouble();
  installLocks(locks);
  const fetchMock = server();
  const otherTab = new ChannelDouble(sessionChannelName);
  const api = apiOf(createAppStore());

  const answers = await Promise.all([loadProfile(api), loadProfile(api)]);
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(answers.map((answer) => answer.data)).toEqual([{ id: 1 }, { id: 1 }]);
  expect(requestsTo(fetchMock, refreshPath)).toHaveLength(1);
  expect(await requestsTo(fetchMock, refreshPath)[0]!.json()).toEqual({
    refresh_token: 'alt-refresh',
  });
  expect(requested).toEqual([refreshLockName]);
  expect(otherTab.received).toEqual([
    {
      type: 'tokens-rotated',
      previousRefreshToken: 'alt-refresh',
      accessToken: 'neu-access',
      refreshToken: 'neu-refresh',
    },
  ]);
  otherTab.close();
});

it('ignores a handed-over pair of another log-in', async () => {
  server();
  const otherTab = new ChannelDouble(sessionChannelName);
  await loadProfile(apiOf(createAppStore()));
  window.sessionStorage.setItem(sessionStorageKeys.refreshToken, 'eigenes-refresh');

  otherTab.postMessage({
    type: 'tokens-rotated',
    previousRefreshToken: 'fremdes-refresh',
    accessToken: 'fremd-access',
    refreshToken: 'fremd-refresh',
  });
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(window.sessionStorage.getItem(sessionStorageKeys.refreshToken)).toBe('eigenes-refresh');
  otherTab.close();
});

it('still refreshes once in browsers without Web Locks', async () => {
  installLocks(undefined);
  const fetchMock = server();
  const api = apiOf(createAppStore());

  const answers = await Promise.all([loadProfile(api), loadProfile(api)]);

  expect(answers.map((answer) => answer.data)).toEqual([{ id: 1 }, { id: 1 }]);
  expect(requestsTo(fetchMock, refreshPath)).toHaveLength(1);
  expect(window.sessionStorage.getItem(sessionStorageKeys.authToken)).toBe('neu-access');
});
