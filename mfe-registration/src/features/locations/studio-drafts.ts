import { serviceTerms } from 'shared-ui/legal/service-terms';
import { sessionStorageKeys } from 'shared-ui/session/session-storage-keys';
import { isPdfDataUrl, type ProofFile } from './proof-file';

/**
 * A location entered during registration, kept under `studios` until the owner has verified the
 * email address and signed in (public-site.md §3 "Location draft"). The spec names session
 * storage; the drafts live in localStorage instead (issue 23): the mailed code is often entered
 * in a new window or after the tab was closed, and sessionStorage belongs to one tab only.
 * Submission removes every accepted draft, so nothing stays behind once all are sent. Drafts
 * that were not changed for `draftLifetimeMs` are dropped when read, so the personal data and
 * PDFs of a registration given up do not linger in a shared browser.
 */
export interface StudioDraft {
  /** Local identity of the draft, so edits and removals after a reload hit the right entry. */
  id: string;
  name: string;
  address: string;
  city: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  shop_phone: string;
  website: string;
  uploadedFiles: ProofFile[];
}

/**
 * The overview step's upload choice, kept under `uploadedFiles`: one shared proof for all
 * locations, or (oneFileForAll false) the files of each draft.
 */
export interface SharedUpload {
  oneFileForAll: boolean;
  files: ProofFile[];
}

export const emptySharedUpload: SharedUpload = { oneFileForAll: false, files: [] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isProofFile(value: unknown): value is ProofFile {
  return isRecord(value) && typeof value.name === 'string' && typeof value.data === 'string';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * How long drafts are kept after their last change (the privacy text names it): seven days, as
 * long as an invitation's code
 * (ARCHITECTURE.md §4). Not the mailed verification code's ten minutes: a new code can be
 * requested at any time, so the drafts must outlast several codes.
 */
export const draftLifetimeMs = serviceTerms.registrationDraftDays * 24 * 60 * 60_000;

/** When the drafts were last changed (ms since 1970); no spec key, so named for Bildbote. */
export const draftsSavedAtKey = 'bildbote-drafts-saved-at';

const draftKeys = [sessionStorageKeys.studios, sessionStorageKeys.uploadedFiles] as const;

/** Where the drafts live: shared by every tab and window of this browser, kept across restarts. */
function draftStorage(): Storage {
  return window.localStorage;
}

/**
 * Forgets drafts older than `draftLifetimeMs`. Drafts without a time (stored before drafts
 * expired) start their clock now, so a registration under way is not lost by an update.
 */
function dropExpiredDrafts(now = Date.now()): void {
  const storage = draftStorage();
  if (draftKeys.every((key) => storage.getItem(key) === null)) {
    storage.removeItem(draftsSavedAtKey);
    return;
  }
  const savedAt = Number(storage.getItem(draftsSavedAtKey));
  try {
    if (!Number.isFinite(savedAt) || savedAt <= 0) storage.setItem(draftsSavedAtKey, String(now));
    else if (now - savedAt > draftLifetimeMs) {
      for (const key of [...draftKeys, draftsSavedAtKey]) storage.removeItem(key);
    }
  } catch {
    // A full storage cannot take the time; the drafts are read as they are.
  }
}

/** A change of the drafts restarts their lifetime; without drafts, no time is kept. */
function stampDrafts(): void {
  const storage = draftStorage();
  if (draftKeys.every((key) => storage.getItem(key) === null)) {
    storage.removeItem(draftsSavedAtKey);
  } else {
    storage.setItem(draftsSavedAtKey, String(Date.now()));
  }
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(draftStorage().getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function newDraftId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function toDraft(value: unknown): StudioDraft | null {
  if (!isRecord(value) || typeof value.name !== 'string') return null;
  return {
    id: text(value.id) || newDraftId(),
    name: value.name,
    address: text(value.address),
    city: text(value.city),
    zipcode: text(value.zipcode),
    latitude: Number(value.latitude),
    longitude: Number(value.longitude),
    shop_phone: text(value.shop_phone),
    website: text(value.website),
    uploadedFiles: Array.isArray(value.uploadedFiles)
      ? value.uploadedFiles.filter(isProofFile)
      : [],
  };
}

export function readStudios(): StudioDraft[] {
  dropExpiredDrafts();
  const stored = readJson(sessionStorageKeys.studios);
  if (!Array.isArray(stored)) return [];
  return stored.map(toDraft).filter((draft): draft is StudioDraft => draft !== null);
}

/** Throws when the browser refuses to store (quota exceeded): the caller keeps its old state. */
export function writeStudios(studios: StudioDraft[]): void {
  if (studios.length === 0) draftStorage().removeItem(sessionStorageKeys.studios);
  else draftStorage().setItem(sessionStorageKeys.studios, JSON.stringify(studios));
  stampDrafts();
}

/**
 * Stores both drafts together: when the browser refuses (quota exceeded) the previous contents
 * are put back and the error is thrown, so the caller can keep its old state.
 */
export function writeDrafts(studios: StudioDraft[], upload: SharedUpload): void {
  const keys = [...draftKeys, draftsSavedAtKey];
  const previous = keys.map((key) => draftStorage().getItem(key));
  try {
    writeStudios(studios);
    writeSharedUpload(upload);
  } catch (error) {
    keys.forEach((key, index) => {
      const value = previous[index];
      if (value == null) draftStorage().removeItem(key);
      else draftStorage().setItem(key, value);
    });
    throw error;
  }
}

export function readSharedUpload(): SharedUpload {
  dropExpiredDrafts();
  const stored = readJson(sessionStorageKeys.uploadedFiles);
  if (!isRecord(stored)) return emptySharedUpload;
  return {
    oneFileForAll: stored.oneFileForAll === true,
    files: Array.isArray(stored.files) ? stored.files.filter(isProofFile) : [],
  };
}

export function writeSharedUpload(upload: SharedUpload): void {
  if (!upload.oneFileForAll && upload.files.length === 0) {
    draftStorage().removeItem(sessionStorageKeys.uploadedFiles);
  } else {
    draftStorage().setItem(sessionStorageKeys.uploadedFiles, JSON.stringify(upload));
  }
  stampDrafts();
}

/** Every location has its proof: the shared file, or at least one file of its own. */
export function everyStudioHasProof(studios: StudioDraft[], upload: SharedUpload): boolean {
  if (upload.oneFileForAll) return upload.files.length > 0;
  return studios.every((studio) => studio.uploadedFiles.length > 0);
}

/** The PDF sent as certificate_file for a location, or null when it has no valid one. */
export function certificateFor(studio: StudioDraft, upload: SharedUpload): ProofFile | null {
  const candidate = upload.oneFileForAll ? upload.files[0] : studio.uploadedFiles[0];
  return candidate && isPdfDataUrl(candidate.data) ? candidate : null;
}
