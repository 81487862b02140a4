import { createAppStore } from 'shared-ui/store/app-store';
import { signedIn, signedOut } from 'shared-ui/session/session-slice';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import { company, employee } from '../testing/admin-fixtures';
import { adminApi } from './admin-api';

function cachedQueries(store: ReturnType<typeof createAppStore>) {
  const state = store.getState() as unknown as Record<string, { queries: object }>;
  return Object.keys(state.adminApi?.queries ?? {});
}

describe('adminApi', () => {
  it('wraps a single person of the staff list into a list', async () => {
    mockFetch({ 'GET /api/photobooth/invite-employee/': jsonResponse(employee()) });
    const store = createAppStore();
    const staff = await store.dispatch(adminApi.endpoints.getStaff.initiate()).unwrap();
    expect(staff).toEqual([employee()]);
  });

  it.each([
    ['signed out', signedOut()],
    [
      'signed in as someone else',
      signedIn({ accessToken: 'a', refreshToken: 'r', eidVerified: false }),
    ],
  ])(
    'forgets cached answers of the previous person when the session is %s',
    async (_case, action) => {
      mockFetch({ 'GET /api/photobooth/invite-employee/': jsonResponse(company) });
      const store = createAppStore();
      await store.dispatch(adminApi.endpoints.getStaff.initiate()).unwrap();
      expect(cachedQueries(store)).toHaveLength(1);

      store.dispatch(action);

      expect(cachedQueries(store)).toEqual([]);
    },
  );
});
