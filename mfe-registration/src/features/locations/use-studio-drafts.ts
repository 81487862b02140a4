import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProofFile } from './proof-file';
import { sessionStorageKeys } from 'shared-ui/session/session-storage-keys';
import {
  readSharedUpload,
  readStudios,
  writeDrafts,
  type SharedUpload,
  type StudioDraft,
} from './studio-drafts';

const draftKeys: (string | null)[] = [
  sessionStorageKeys.studios,
  sessionStorageKeys.uploadedFiles,
  // A cleared storage reports no key.
  null,
];

/**
 * The location drafts and uploads of the registration, mirrored into localStorage on every
 * change so that they survive a reload, a new window and a closed tab. A change the browser cannot store (quota) is refused
 * as a whole (the updater returns false), so screen and storage never disagree.
 */
export function useStudioDrafts() {
  const [studios, setStudios] = useState<StudioDraft[]>(readStudios);
  const [sharedUpload, setSharedUpload] = useState<SharedUpload>(readSharedUpload);
  // Every change starts from the last stored drafts, not from the render that created the
  // handler: two uploads read in parallel would otherwise each start from the same old list and
  // the later one would drop the earlier one's file.
  const latest = useRef({ studios, sharedUpload });

  useEffect(() => {
    // The registration open in two windows: a change in one shows in the other, so that the
    // later change does not overwrite the earlier one with an old list.
    function reload(event: StorageEvent) {
      if (event.storageArea !== window.localStorage || !draftKeys.includes(event.key)) return;
      const next = { studios: readStudios(), sharedUpload: readSharedUpload() };
      latest.current = next;
      setStudios(next.studios);
      setSharedUpload(next.sharedUpload);
    }
    window.addEventListener('storage', reload);
    return () => window.removeEventListener('storage', reload);
  }, []);

  const store = useCallback((nextStudios: StudioDraft[], nextUpload: SharedUpload): boolean => {
    try {
      writeDrafts(nextStudios, nextUpload);
    } catch {
      return false;
    }
    latest.current = { studios: nextStudios, sharedUpload: nextUpload };
    setStudios(nextStudios);
    setSharedUpload(nextUpload);
    return true;
  }, []);

  /** Adds a new draft or replaces the one with the same id. */
  const saveStudio = (draft: StudioDraft): boolean => {
    const current = latest.current;
    const exists = current.studios.some((studio) => studio.id === draft.id);
    const next = exists
      ? current.studios.map((studio) => (studio.id === draft.id ? draft : studio))
      : [...current.studios, draft];
    return store(next, current.sharedUpload);
  };

  const removeStudio = (id: string): boolean =>
    store(
      latest.current.studios.filter((studio) => studio.id !== id),
      latest.current.sharedUpload,
    );

  const setStudioFiles = (id: string, files: ProofFile[]): boolean =>
    store(
      latest.current.studios.map((studio) =>
        studio.id === id ? { ...studio, uploadedFiles: files } : studio,
      ),
      latest.current.sharedUpload,
    );

  /** Switching between one shared file and one file per location starts over with no files. */
  const setOneFileForAll = (oneFileForAll: boolean): boolean =>
    store(
      latest.current.studios.map((studio) => ({ ...studio, uploadedFiles: [] })),
      { oneFileForAll, files: [] },
    );

  const setSharedFiles = (files: ProofFile[]): boolean =>
    store(latest.current.studios, { ...latest.current.sharedUpload, files });

  return {
    studios,
    sharedUpload,
    saveStudio,
    removeStudio,
    setStudioFiles,
    setOneFileForAll,
    setSharedFiles,
  };
}

export type StudioDraftsController = ReturnType<typeof useStudioDrafts>;
