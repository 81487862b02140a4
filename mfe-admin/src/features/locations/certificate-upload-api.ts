import type { UploadedCertificate } from 'shared-ui/contracts/studios-contract';
import { adminApi } from '../admin-api/admin-api';

/** POST /photobooth/registered-shops/{id}/certificate/: the proof of a studio added without one. */
export interface CertificateUpload {
  id: number;
  certificateFile: File;
}

export const certificateUploadApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadShopCertificate: build.mutation<UploadedCertificate, CertificateUpload>({
      query: ({ id, certificateFile }) => {
        const body = new FormData();
        body.append('certificate_file', certificateFile);
        return { url: `/photobooth/registered-shops/${id}/certificate/`, method: 'POST', body };
      },
      // The list shows the proof link and the review state from now on.
      invalidatesTags: (_result, error) => (error ? [] : ['Shops']),
    }),
  }),
});

export const { useUploadShopCertificateMutation } = certificateUploadApi;
