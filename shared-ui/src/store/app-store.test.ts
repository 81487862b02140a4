import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { createAppStore, injectApi } from './app-store';

test('an API injected after the store exists answers its very first request', async () => {
  const store = createAppStore();
  const lateApi = injectApi(
    createApi({
      reducerPath: 'lateApi',
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({
        city: build.query<{ city: string }, string>({
          queryFn: (postcode) => ({ data: { city: postcode === '24103' ? 'Kiel' : '' } }),
        }),
      }),
    }),
  );

  expect(store.getState()).toHaveProperty('lateApi');
  const request = store.dispatch(lateApi.endpoints.city.initiate('24103'));
  await expect(request.unwrap()).resolves.toEqual({ city: 'Kiel' });
  request.unsubscribe();
});
