import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { errorBody, httpStatus, isNetworkError } from 'shared-ui/api/api-errors';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { LoadingState } from 'shared-ui/components/spinner';
import { StudioAddress } from 'shared-ui/components/studio-address';
import type { Retrieval } from 'shared-ui/contracts/photos-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import {
  base64UrlDecode,
  decryptPhoto,
  looksLikeJpeg,
  parsePhotoCodeFragment,
  photoProof,
  PhotoTamperedError,
  type PhotoCode,
} from 'shared-ui/photo-code/photo-code';
import type { AppDispatch } from 'shared-ui/store/app-store';
import { InfoPage, PageSection } from '../page/info-page';
import { CitizenTipsSection } from '../tips/citizen-tips-section';
import { citizenPhotoApi } from './citizen-photo-api';
import { citizenTexts as texts, longGermanDate } from './citizen-photo-texts';
import './citizen-photo.css';

interface ShownPhoto {
  id: string;
  proof: string;
  /** Object URL of the decrypted JPEG; revoked when the photo is erased or the page is left. */
  url: string;
  capturedAt: string;
  expiresAt: string;
  studio: { name: string; address: string };
  retrievals: Retrieval[];
}

type PageState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'shown'; photo: ShownPhoto }
  | { kind: 'erased' };

const untracked = { track: false } as const;

function messageOf(error: unknown): string {
  if (error instanceof PhotoTamperedError) return texts.tampered;
  if (isNetworkError(error)) return texts.network;
  const code = errorBody(error)?.code;
  if (code === 'photo-not-found') return texts.notFound;
  if (code === 'photo-erased') return texts.erased;
  if (code === 'photo-expired') return texts.expired;
  if (httpStatus(error) === 429) return texts.rateLimited;
  return texts.failed;
}

/** Fetches the ciphertext with the proof and decrypts it here; the key stays on this device. */
function usePhotoOfCode(code: PhotoCode) {
  const dispatch = useDispatch<AppDispatch>();
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const shownUrl = useRef<string | null>(null);

  const show = useCallback((next: PageState) => {
    if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    shownUrl.current = next.kind === 'shown' ? next.photo.url : null;
    setState(next);
  }, []);

  useEffect(() => {
    let current = true;
    void (async () => {
      let next: PageState;
      let madeUrl: string | null = null;
      try {
        const proof = await photoProof(code);
        const answer = await dispatch(
          citizenPhotoApi.endpoints.viewPhoto.initiate({ id: code.id, proof }, untracked),
        ).unwrap();
        const ciphertext = base64UrlDecode(answer.ciphertext);
        if (!ciphertext) throw new PhotoTamperedError();
        const jpeg = await decryptPhoto(ciphertext, code.key);
        if (!looksLikeJpeg(jpeg)) throw new PhotoTamperedError();
        madeUrl = URL.createObjectURL(
          new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
        );
        next = {
          kind: 'shown',
          photo: {
            id: code.id,
            proof,
            url: madeUrl,
            capturedAt: answer.captured_at,
            expiresAt: answer.expires_at,
            studio: answer.studio,
            retrievals: answer.retrievals,
          },
        };
      } catch (error) {
        next = { kind: 'failed', message: messageOf(error) };
      }
      if (!current) {
        if (madeUrl) URL.revokeObjectURL(madeUrl);
        return;
      }
      show(next);
    })();
    return () => {
      current = false;
    };
  }, [dispatch, code, show]);

  useEffect(
    () => () => {
      if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    },
    [],
  );

  return { state, show };
}

function RetrievalList({ retrievals }: { retrievals: Retrieval[] }) {
  if (retrievals.length === 0) return <p>{texts.retrievals.none}</p>;
  return (
    <ul className="pub-citizen-photo__retrievals" aria-label={texts.retrievals.heading}>
      {retrievals.map((retrieval) => (
        <li key={`${retrieval.retrieved_at} ${retrieval.authority}`}>
          {texts.retrievals.entry(longGermanDate(retrieval.retrieved_at), retrieval.authority)}
        </li>
      ))}
    </ul>
  );
}

function PhotoView({ photo, onErased }: { photo: ShownPhoto; onErased: () => void }) {
  const dispatch = useDispatch<AppDispatch>();
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function erase() {
    setErasing(true);
    setProblem(null);
    try {
      await dispatch(
        citizenPhotoApi.endpoints.erasePhoto.initiate(
          { id: photo.id, proof: photo.proof },
          untracked,
        ),
      ).unwrap();
      setConfirming(false);
      onErased();
    } catch (error) {
      // Erased meanwhile (another device): what the citizen wanted has happened.
      if (errorBody(error)?.code === 'photo-erased') {
        setConfirming(false);
        return onErased();
      }
      setProblem(isNetworkError(error) ? texts.network : texts.erase.failed);
      setErasing(false);
    }
  }

  return (
    <>
      <PageSection title={texts.photo.heading} className="pub-citizen-photo">
        <div className="pub-citizen-photo__layout">
          <img src={photo.url} alt={texts.photo.alt} className="pub-citizen-photo__image" />
          <dl className="pub-citizen-photo__facts">
            <dt>{texts.photo.validUntil}</dt>
            <dd>{formatGermanDate(photo.expiresAt)}</dd>
            <dt>{texts.photo.captured}</dt>
            <dd>{formatGermanDate(photo.capturedAt)}</dd>
            {photo.studio.name ? (
              <>
                <dt>{texts.photo.studio}</dt>
                <dd>
                  <StudioAddress name={photo.studio.name} address={photo.studio.address} />
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        <p>{texts.photo.validity}</p>
      </PageSection>
      <PageSection title={texts.retrievals.heading}>
        <RetrievalList retrievals={photo.retrievals} />
      </PageSection>
      <PageSection title={texts.erase.heading}>
        <p>{texts.erase.text}</p>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {texts.erase.button}
        </Button>
      </PageSection>
      <ConfirmDialog
        open={confirming}
        title={texts.erase.confirmTitle}
        confirmLabel={texts.erase.confirm}
        confirmingLabel={texts.erase.erasing}
        cancelLabel={texts.erase.cancel}
        busy={erasing}
        problem={problem}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      >
        <p>{texts.erase.confirmText}</p>
      </ConfirmDialog>
    </>
  );
}

function PhotoOfCode({ code }: { code: PhotoCode }) {
  const { state, show } = usePhotoOfCode(code);
  return (
    <>
      <div aria-live="polite">
        {state.kind === 'loading' ? <LoadingState label={texts.loading} /> : null}
        {state.kind === 'erased' ? <Alert variant="success">{texts.erase.done}</Alert> : null}
      </div>
      {state.kind === 'failed' ? (
        <Alert variant="error" title={texts.failureTitle}>
          {state.message}
        </Alert>
      ) : null}
      {state.kind === 'shown' ? (
        <PhotoView photo={state.photo} onErased={() => show({ kind: 'erased' })} />
      ) : null}
    </>
  );
}

/** The code in the fragment, checked before anything is asked of the server. */
function CodeFromFragment({ fragment }: { fragment: string }) {
  const parsed = useMemo(() => parsePhotoCodeFragment(fragment), [fragment]);
  if (!parsed.ok) {
    return (
      <Alert variant="error" title={texts.failureTitle}>
        {texts.parseErrors[parsed.error]}
      </Alert>
    );
  }
  return <PhotoOfCode key={fragment} code={parsed.code} />;
}

/**
 * /p, the page a citizen's phone opens from the printed QR code (ARCHITECTURE.md §8). The key
 * is in the URL's fragment, which browsers never send: the page derives the proof, fetches the
 * ciphertext and decrypts it on the device. Without a fragment it explains what it is for.
 */
export default function CitizenPhotoPage() {
  const hash = useLocation().hash.replace(/^#/, '');
  // The code the page was opened with stays when an in-page link (the skip link) sets another
  // fragment; a new code (version and dot) replaces it.
  const [fragment, setFragment] = useState(hash);
  if (hash !== fragment && /^\d+\./.test(hash)) setFragment(hash);
  return (
    <InfoPage title={texts.title} lead={texts.lead}>
      {fragment ? (
        <CodeFromFragment fragment={fragment} />
      ) : (
        <PageSection title={texts.withoutCode.title}>
          <p>{texts.withoutCode.text}</p>
          <p>{texts.withoutCode.noCode}</p>
        </PageSection>
      )}
      <PageSection title={texts.keyTitle}>
        <p>{texts.keyText}</p>
      </PageSection>
      {/* For the next photo, or a new one after erasing this one. */}
      <CitizenTipsSection />
    </InfoPage>
  );
}
