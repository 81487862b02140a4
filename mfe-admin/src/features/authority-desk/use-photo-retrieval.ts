import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { errorBody, httpStatus, isNetworkError, serverMessage } from 'shared-ui/api/api-errors';
import type { Retrieval } from 'shared-ui/contracts/photos-contract';
import {
  decryptPhoto,
  looksLikeJpeg,
  parsePhotoCodeUrl,
  photoProof,
  PhotoTamperedError,
} from 'shared-ui/photo-code/photo-code';
import type { AppDispatch } from 'shared-ui/store/app-store';
import { authorityDeskApi } from './authority-desk-api';
import { deskTexts as texts } from './desk-texts';

/** A decrypted photo on the desk; the JPEG itself lives only behind the object URL. */
export interface DeskPhoto {
  id: string;
  /** Object URL of the JPEG: shown, saved, and revoked by "Nächster Code". */
  url: string;
  fileName: string;
  capturedAt: string;
  expiresAt: string;
  studio: { name: string; address: string };
  uploaderPseudonym: string;
  retrievals: Retrieval[];
}

export interface DeskFailure {
  message: string;
  hint?: string;
}

export type RetrievalState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'failed'; failure: DeskFailure }
  | { kind: 'shown'; photo: DeskPhoto };

const failedWith = (message: string, hint?: string): RetrievalState => ({
  kind: 'failed',
  failure: hint ? { message, hint } : { message },
});

const berlinDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `passbild-2026-12-03-<id>.jpg`: the capture day in Germany, so files sort by date. */
export function photoFileName(id: string, capturedAt: string): string {
  const timestamp = Date.parse(capturedAt);
  if (Number.isNaN(timestamp)) return `passbild-${id}.jpg`;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    berlinDay.formatToParts(timestamp).find((entry) => entry.type === type)?.value ?? '';
  return `passbild-${part('year')}-${part('month')}-${part('day')}-${id}.jpg`;
}

/** An object URL of the JPEG; decryptPhoto's bytes sit in a plain (never shared) ArrayBuffer. */
function jpegUrl(jpeg: Uint8Array): string {
  return URL.createObjectURL(new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
}

/** What the server's refusal means for the clerk, by its machine code. */
function failureOf(error: unknown): RetrievalState {
  if (error instanceof PhotoTamperedError) return failedWith(texts.tampered);
  if (isNetworkError(error)) return failedWith(texts.network);
  const code = errorBody(error)?.code;
  if (code === 'photo-not-found') return failedWith(texts.notFound);
  if (code === 'photo-erased') return failedWith(texts.erased);
  if (code === 'photo-expired') return failedWith(texts.expired);
  if (httpStatus(error) === 401) return failedWith(texts.sessionEnded);
  return failedWith(serverMessage(error) ?? texts.failed);
}

/** The host of a code that another provider printed, or null for a code of this site. */
function foreignHost(origin: string | null): string | null {
  if (!origin) return null;
  const { host } = new URL(origin);
  return host === window.location.host ? null : host;
}

/**
 * From scanned text to a decrypted photo: parse the code, refuse other providers, fetch the
 * earlier retrievals and the ciphertext with the proof, decrypt and check it here. Only the
 * latest scan counts; "Nächster Code" (clear) and leaving the page revoke the photo's URL.
 */
export function usePhotoRetrieval() {
  const dispatch = useDispatch<AppDispatch>();
  const [state, setState] = useState<RetrievalState>({ kind: 'idle' });
  const latestScan = useRef(0);
  const shownUrl = useRef<string | null>(null);

  const show = useCallback((next: RetrievalState) => {
    if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    shownUrl.current = next.kind === 'shown' ? next.photo.url : null;
    setState(next);
  }, []);

  useEffect(() => () => show({ kind: 'idle' }), [show]);

  const clear = useCallback(() => {
    latestScan.current += 1;
    show({ kind: 'idle' });
  }, [show]);

  const retrieve = useCallback(
    async (text: string) => {
      latestScan.current += 1;
      const scan = latestScan.current;
      const parsed = parsePhotoCodeUrl(text);
      if (!parsed.ok && parsed.error === 'empty') return;
      const host = foreignHost(parsed.origin);
      if (host) return show(failedWith(texts.otherProvider(host), texts.otherProviderHint));
      if (!parsed.ok) return show(failedWith(texts.parseErrors[parsed.error]));
      show({ kind: 'working' });
      const { code } = parsed;
      let next: RetrievalState;
      try {
        const request = { id: code.id, proof: await photoProof(code) };
        const untracked = { track: false } as const;
        const retrievals = await dispatch(
          authorityDeskApi.endpoints.getEarlierRetrievals.initiate(request, untracked),
        ).unwrap();
        const answer = await dispatch(
          authorityDeskApi.endpoints.retrievePhoto.initiate(request, untracked),
        ).unwrap();
        const jpeg = await decryptPhoto(new Uint8Array(answer.ciphertext), code.key);
        if (!looksLikeJpeg(jpeg)) {
          next = failedWith(texts.notJpeg);
        } else {
          next = {
            kind: 'shown',
            photo: {
              id: code.id,
              url: jpegUrl(jpeg),
              fileName: photoFileName(code.id, answer.capturedAt),
              capturedAt: answer.capturedAt,
              expiresAt: answer.expiresAt,
              studio: answer.studio,
              uploaderPseudonym: answer.uploaderPseudonym,
              retrievals,
            },
          };
        }
      } catch (error) {
        next = failureOf(error);
      }
      if (scan !== latestScan.current) {
        // A newer scan or "Nächster Code" came first: this photo is never shown.
        if (next.kind === 'shown') URL.revokeObjectURL(next.photo.url);
        return;
      }
      show(next);
    },
    [dispatch, show],
  );

  return { state, retrieve, clear };
}
