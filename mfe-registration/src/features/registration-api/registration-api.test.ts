import { signedIn, signedOut } from 'shared-ui/session/session-slice';
import { createAppStore } from 'shared-ui/store/app-store';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import { registrationApi } from './registration-api';

function cachedQueries(store: ReturnType<typeof createAppStore>) {
  const state = store.getState() as unknown as Record<string, { queries: object }>;
  return Object.keys(state.registrationApi?.queries ?? {});
}

describe('registrationApi', () => {
  it.each([
    ['signed out', signedOut()],
    [
      'signed in as someone else',
      signedIn({ accessToken: 'a', refreshToken: 'r', eidVerified: false }),
    ],
  ])('forgets the profile of the previous person when the session is %s', async (_case, action) => {
    mockFetch({ 'GET /api/photobooth/profile/': jsonResponse({ user_type: 'owner' }) });
    const store = createAppStore();
    await store.dispatch(registrationApi.endpoints.getProfile.initiate()).unwrap();
    expect(cachedQueries(store)).toHaveLength(1);

    store.dispatch(action);

    expect(cachedQueries(store)).toEqual([]);
  });
});
