import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import { injectApi } from 'shared-ui/store/app-store';

/** The shell's own API: logout. */
export const shellApi = injectApi(
  createApi({
    reducerPath: 'shellApi',
    baseQuery,
    endpoints: (build) => ({
      // Ends the session's refresh tokens on the server, not only in this tab.
      logout: build.mutation<void, { refresh_token: string }>({
        query: (body) => ({ url: '/photobooth/logout/', method: 'POST', body }),
      }),
    }),
  }),
);

export const { useLogoutMutation } = shellApi;
