import { createApi, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import type { ClerkStatus } from 'shared-ui/contracts/authorities-contract';
import type { Retrieval, RetrievalList } from 'shared-ui/contracts/photos-contract';
import { photoProofHeader } from 'shared-ui/photo-code/photo-code';
import { resetOnSessionChange } from 'shared-ui/session/session-reset';
import { injectApi } from 'shared-ui/store/app-store';

/** What the desk asks for: the photo's id and the proof of possession derived from the code. */
export interface PhotoRequest {
  id: string;
  proof: string;
}

/**
 * GET /authority/photos/{id}/: the ciphertext and what the headers tell about it. The desk's own
 * shape: the answer is bytes with headers (docs/photo-transfer.md §5), not a JSON body.
 */
export interface RetrievedCiphertext {
  ciphertext: ArrayBuffer;
  capturedAt: string;
  expiresAt: string;
  studio: { name: string; address: string };
  uploaderPseudonym: string;
}

/**
 * A header of the answer, decoded: values are percent-encoded UTF-8 (studio names have
 * umlauts). The shared base query wraps fetchBaseQuery, so its meta carries the response.
 */
function headerText(meta: unknown, name: string): string {
  const value = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(name) ?? '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const withProof = ({ proof }: PhotoRequest) => ({ [photoProofHeader]: proof });

/**
 * The retrieval desk's API (ARCHITECTURE.md §8). The photo requests are mutations, called
 * untracked by the desk: nothing about a photo (ciphertext, proof, retrievals) stays in the
 * store; the desk holds it until "Nächster Code".
 */
export const authorityDeskApi = injectApi(
  createApi({
    reducerPath: 'authorityDeskApi',
    baseQuery,
    endpoints: (build) => ({
      getClerkStatus: build.query<ClerkStatus, void>({
        query: () => '/authority/me/',
      }),
      getEarlierRetrievals: build.mutation<Retrieval[], PhotoRequest>({
        query: (request) => ({
          url: `/authority/photos/${encodeURIComponent(request.id)}/retrievals/`,
          headers: withProof(request),
        }),
        transformResponse: (answer: RetrievalList) => answer.retrievals,
      }),
      // A GET, but every call is recorded as a retrieval by the server: never cached or repeated.
      retrievePhoto: build.mutation<RetrievedCiphertext, PhotoRequest>({
        query: (request) => ({
          url: `/authority/photos/${encodeURIComponent(request.id)}/`,
          headers: withProof(request),
          responseHandler: (response) => (response.ok ? response.arrayBuffer() : response.json()),
        }),
        transformResponse: (ciphertext: ArrayBuffer, meta) => ({
          ciphertext,
          capturedAt: headerText(meta, 'X-Photo-Captured-At'),
          expiresAt: headerText(meta, 'X-Photo-Expires-At'),
          studio: {
            name: headerText(meta, 'X-Studio-Name'),
            address: headerText(meta, 'X-Studio-Address'),
          },
          uploaderPseudonym: headerText(meta, 'X-Uploader-Pseudonym'),
        }),
      }),
    }),
  }),
);

export const { useGetClerkStatusQuery } = authorityDeskApi;

// The clerk's status belongs to one person: forget it when a session starts or ends.
resetOnSessionChange(authorityDeskApi);
