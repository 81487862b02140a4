import { useCallback, useRef, useState } from 'react';
import type { StoredPhoto } from 'shared-ui/contracts/photos-contract';
import type { OverrideReason } from 'shared-ui/photo-code/override-reasons';
import {
  encryptPhoto,
  newPhotoCode,
  photoCodeUrl,
  photoProof,
  type PhotoCode,
} from 'shared-ui/photo-code/photo-code';
import { useUploadPhotoMutation } from './photo-workplace-api';
import { forgetUploadProgress } from './upload-progress';
import { uploadFailure, type UploadFailure } from './upload-failure';

/** One automatic second attempt after a lost connection; later ones are the person's choice. */
export const automaticRetryDelayMs = 1500;

export interface Override {
  reason: OverrideReason;
  text: string;
}

export interface TransferRequest {
  shotKey: number;
  jpeg: Blob;
  capturedAt: string;
  locationId: number;
  /** null: no pre-check could run; true/false: passed or not (then with `override`). */
  checkPassed: boolean | null;
  override: Override | null;
}

export type TransferState =
  | { kind: 'idle' }
  | { kind: 'sending'; id: string; retrying: boolean }
  | { kind: 'failed'; id: string; failure: UploadFailure }
  | { kind: 'sent'; stored: StoredPhoto; codeUrl: string };

interface Prepared {
  shotKey: number;
  code: PhotoCode;
  ciphertext: ArrayBuffer;
  proof: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Encrypt once, send until stored: the code, ciphertext and proof of a photo are made once
 * and sent again unchanged after a lost connection, so the server recognises the same upload
 * (200, billed once). Only a refusal of the id (409) or another photo makes a new code.
 */
export function useTransfer() {
  const [upload, { reset }] = useUploadPhotoMutation();
  const [state, setState] = useState<TransferState>({ kind: 'idle' });
  const prepared = useRef<Prepared | null>(null);

  const prepare = async (request: TransferRequest): Promise<Prepared> => {
    if (prepared.current?.shotKey === request.shotKey) return prepared.current;
    const code = newPhotoCode();
    const jpeg = new Uint8Array(await request.jpeg.arrayBuffer());
    const encrypted = await encryptPhoto(jpeg, code.key);
    jpeg.fill(0);
    const next: Prepared = {
      shotKey: request.shotKey,
      code,
      ciphertext: encrypted.slice().buffer,
      proof: await photoProof(code),
    };
    prepared.current = next;
    return next;
  };

  const send = useCallback(
    async (request: TransferRequest) => {
      const photo = await prepare(request);
      const attempt = async () => {
        const result = await upload({
          id: photo.code.id,
          location_id: request.locationId,
          captured_at: request.capturedAt,
          proof: photo.proof,
          ciphertext: photo.ciphertext,
          ...(request.checkPassed === null ? {} : { check_passed: request.checkPassed }),
          ...(request.checkPassed === false && request.override
            ? {
                override_reason: request.override.reason,
                ...(request.override.reason === 'other'
                  ? { override_text: request.override.text.trim() }
                  : {}),
              }
            : {}),
        });
        // The mutation's cache keeps its arguments: drop the ciphertext from the store.
        reset();
        return result;
      };
      setState({ kind: 'sending', id: photo.code.id, retrying: false });
      let result = await attempt();
      if ('error' in result && uploadFailure(result.error).retrySame) {
        setState({ kind: 'sending', id: photo.code.id, retrying: true });
        await wait(automaticRetryDelayMs);
        result = await attempt();
      }
      forgetUploadProgress(photo.code.id);
      if ('error' in result) {
        const failure = uploadFailure(result.error);
        if (failure.newCode) {
          photo.code.key.fill(0);
          prepared.current = null;
        }
        setState({ kind: 'failed', id: photo.code.id, failure });
        return;
      }
      setState({
        kind: 'sent',
        stored: result.data,
        codeUrl: photoCodeUrl(window.location.origin, photo.code),
      });
      // Kept until "Neuer Kunde" (clear), which overwrites the key instead of merely dropping it.
    },
    [upload, reset],
  );

  /** "Neuer Kunde" and leaving: the key (in the code) and the ciphertext are forgotten. */
  const clear = useCallback(() => {
    const photo = prepared.current;
    if (photo) photo.code.key.fill(0);
    prepared.current = null;
    setState({ kind: 'idle' });
  }, []);

  return { state, send, clear };
}
