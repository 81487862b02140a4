import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import type {
  PhotoTransferPage,
  PhotoTransferQuery,
  StoredPhoto,
} from 'shared-ui/contracts/photos-contract';
import type { OverrideReason } from 'shared-ui/photo-code/override-reasons';
import { adminApi } from '../admin-api/admin-api';
import { reportUploadProgress } from './upload-progress';
import { sendMultipart, type TransportAnswer } from './upload-transport';

/**
 * The multipart fields of POST /api/photos/ (docs/photo-transfer.md §4). A type of its own: the
 * upload is form data with a binary file part, which the API reads part by part rather than
 * through a JSON schema; id and capture time are those the answer repeats.
 */
export interface PhotoUploadRequest extends Pick<StoredPhoto, 'id' | 'captured_at'> {
  location_id: number;
  proof: string;
  /** IV ‖ AES-GCM output; an ArrayBuffer (the store accepts plain bytes in actions). */
  ciphertext: ArrayBuffer;
  /** Omitted when no pre-check could run. */
  check_passed?: boolean;
  override_reason?: OverrideReason;
  override_text?: string;
}

/** The history's page size is fixed; the rest of the query is the API's. */
type PhotoTransferPageQuery = Omit<PhotoTransferQuery, 'page_size'>;

function uploadForm(upload: PhotoUploadRequest): FormData {
  const form = new FormData();
  form.append('id', upload.id);
  form.append('location_id', String(upload.location_id));
  form.append('captured_at', upload.captured_at);
  form.append('proof', upload.proof);
  if (upload.check_passed !== undefined) form.append('check_passed', String(upload.check_passed));
  if (upload.override_reason) form.append('override_reason', upload.override_reason);
  if (upload.override_text) form.append('override_text', upload.override_text);
  // The file part last: the server reads the fields before the bytes.
  form.append(
    'ciphertext',
    new Blob([upload.ciphertext], { type: 'application/octet-stream' }),
    'photo.bin',
  );
  return form;
}

function asResult(answer: TransportAnswer): { data: StoredPhoto } | { error: FetchBaseQueryError } {
  if (answer.kind === 'network') {
    return { error: { status: 'FETCH_ERROR', error: 'Netzwerkfehler beim Senden des Fotos' } };
  }
  if (answer.status >= 200 && answer.status < 300) return { data: answer.body as StoredPhoto };
  return { error: { status: answer.status, data: answer.body } };
}

export const photoWorkplaceApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadPhoto: build.mutation<StoredPhoto, PhotoUploadRequest>({
      async queryFn(upload, api, extraOptions) {
        const send = () =>
          sendMultipart('/photos/', uploadForm(upload), (fraction) =>
            reportUploadProgress(upload.id, fraction),
          );
        let answer = await send();
        if (answer.kind === 'answer' && answer.status === 401) {
          // An access token that ran out during a long session: the shared base query
          // refreshes it (one tab at a time); then the same upload is sent once more.
          const probe = await baseQuery('/photobooth/profile/', api, extraOptions);
          if (!probe.error) answer = await send();
        }
        return asResult(answer);
      },
    }),
    listPhotoTransfers: build.query<PhotoTransferPage, PhotoTransferPageQuery>({
      query: (params) => ({ url: '/photos/', params: { ...params, page_size: 20 } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUploadPhotoMutation, useListPhotoTransfersQuery } = photoWorkplaceApi;
