import type { ClerkStatus } from 'shared-ui/contracts/authorities-contract';
import type { Retrieval } from 'shared-ui/contracts/photos-contract';
import { photoProofHeader } from 'shared-ui/photo-code/photo-code';
import { jsonResponse, type FetchHandler } from 'shared-ui/testing/mock-fetch';
import type { SealedPhoto } from 'shared-ui/testing/sealed-photo';

export function clerkStatus(overrides: Partial<ClerkStatus> = {}): ClerkStatus {
  return {
    id: 70,
    email: 'pass@kiel.example',
    authority: { id: 4, name: 'Bürgeramt Kiel' },
    password_change_required: false,
    ...overrides,
  };
}

export const capturedAt = '2026-12-03T09:15:00.000Z';
export const expiresAt = '2027-06-03T09:15:00.000Z';

export const earlierRetrievals: Retrieval[] = [
  { authority: 'Ausländerbehörde Kiel', retrieved_at: '2026-12-05T13:30:00.000Z' },
  { authority: 'Bürgeramt Neumünster', retrieved_at: '2026-12-04T08:05:00.000Z' },
];

/** Answers like the server: a wrong or missing proof is an unknown photo (404). */
function withProofOf(photo: SealedPhoto, answer: () => Response): FetchHandler {
  return (request) =>
    request.headers.get(photoProofHeader) === photo.proof
      ? answer()
      : jsonResponse({ detail: 'Nicht gefunden.', code: 'photo-not-found' }, { status: 404 });
}

/**
 * The authority routes of the photo API for one photo (the contract's headers included);
 * `ciphertext` replaces the stored bytes, e.g. with altered ones.
 */
export function authorityPhotoRoutes(
  photo: SealedPhoto,
  { ciphertext = photo.ciphertext, retrievals = earlierRetrievals } = {},
): Record<string, FetchHandler> {
  const base = `/api/authority/photos/${photo.code.id}/`;
  return {
    [`GET ${base}retrievals/`]: withProofOf(photo, () => jsonResponse({ retrievals })),
    [`GET ${base}`]: withProofOf(
      photo,
      () =>
        new Response(new Uint8Array(ciphertext), {
          headers: {
            'Content-Type': 'application/octet-stream',
            'X-Photo-Captured-At': capturedAt,
            'X-Photo-Expires-At': expiresAt,
            'X-Studio-Name': encodeURIComponent('Foto Schäfer Kiel'),
            'X-Studio-Address': encodeURIComponent('Holstenstraße 1, 24103 Kiel'),
            'X-Uploader-Pseudonym': 'ps-7f3a9c',
            'X-Photo-Retrieval-Count': String(retrievals.length),
          },
        }),
    ),
  };
}

/** Both authority routes of a photo answer with the same refusal. */
export function refusedPhotoRoutes(
  photo: SealedPhoto,
  status: number,
  body: object,
): Record<string, FetchHandler> {
  const base = `/api/authority/photos/${photo.code.id}/`;
  return {
    [`GET ${base}retrievals/`]: jsonResponse(body, { status }),
    [`GET ${base}`]: jsonResponse(body, { status }),
  };
}
