import { useCallback, useState } from 'react';
import type { ProofFile } from './proof-file';
import {
  readSharedUpload,
  readStudios,
  writeDrafts,
  type SharedUpload,
  type StudioDraft,
} from './studio-drafts';

/**
 * The location drafts and uploads of the registration, mirrored into sessionStorage on every
 * change so that they survive a reload. A change the browser cannot store (quota) is refused
 * as a whole (the updater returns false), so screen and storage never disagree.
 */
export function useStudioDrafts() {
  const [studios, setStudios] = useState<StudioDraft[]>(readStudios);
  const [sharedUpload, setSharedUpload] = useState<SharedUpload>(readSharedUpload);

  const store = useCallback((nextStudios: StudioDraft[], nextUpload: SharedUpload): boolean => {
    try {
      writeDrafts(nextStudios, nextUpload);
    } catch {
      return false;
    }
    setStudios(nextStudios);
    setSharedUpload(nextUpload);
    return true;
  }, []);

  /** Adds a new draft or replaces the one with the same id. */
  const saveStudio = (draft: StudioDraft): boolean => {
    const exists = studios.some((studio) => studio.id === draft.id);
    const next = exists
      ? studios.map((studio) => (studio.id === draft.id ? draft : studio))
      : [...studios, draft];
    return store(next, sharedUpload);
  };

  const removeStudio = (id: string): boolean =>
    store(
      studios.filter((studio) => studio.id !== id),
      sharedUpload,
    );

  const setStudioFiles = (id: string, files: ProofFile[]): boolean =>
    store(
      studios.map((studio) => (studio.id === id ? { ...studio, uploadedFiles: files } : studio)),
      sharedUpload,
    );

  /** Switching between one shared file and one file per location starts over with no files. */
  const setOneFileForAll = (oneFileForAll: boolean): boolean =>
    store(
      studios.map((studio) => ({ ...studio, uploadedFiles: [] })),
      { oneFileForAll, files: [] },
    );

  const setSharedFiles = (files: ProofFile[]): boolean =>
    store(studios, { ...sharedUpload, files });

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
