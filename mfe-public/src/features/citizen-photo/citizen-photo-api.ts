import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import type { CitizenPhoto } from 'shared-ui/contracts/photos-contract';
import { photoProofHeader } from 'shared-ui/photo-code/photo-code';
import { injectApi } from 'shared-ui/store/app-store';

/** The photo's id and the proof of possession derived from the code in the fragment. */
export interface CitizenPhotoRequest {
  id: string;
  proof: string;
}

const photoUrl = (id: string) => `/public/photos/${encodeURIComponent(id)}/`;

/**
 * The citizen page's API (ARCHITECTURE.md §8), proof only, no account. Both calls are
 * mutations called untracked: the ciphertext and the proof never stay in the shared store, and
 * every view is recorded by the server, so nothing is cached or repeated behind the page's back.
 */
export const citizenPhotoApi = injectApi(
  createApi({
    reducerPath: 'citizenPhotoApi',
    baseQuery,
    endpoints: (build) => ({
      viewPhoto: build.mutation<CitizenPhoto, CitizenPhotoRequest>({
        query: ({ id, proof }) => ({ url: photoUrl(id), headers: { [photoProofHeader]: proof } }),
      }),
      erasePhoto: build.mutation<null, CitizenPhotoRequest>({
        query: ({ id, proof }) => ({
          url: photoUrl(id),
          method: 'DELETE',
          headers: { [photoProofHeader]: proof },
        }),
      }),
    }),
  }),
);
