import { renderHook } from '@testing-library/react';
import { pdfDataUrl, studioDraft } from '../testing/registration-fixtures';
import {
  draftLifetimeMs,
  draftsSavedAtKey,
  readSharedUpload,
  readStudios,
  writeDrafts,
  writeStudios,
} from './studio-drafts';
import { useStudioDrafts } from './use-studio-drafts';

const sharedProof = {
  oneFileForAll: true,
  files: [{ name: 'gewerbeschein.pdf', type: 'application/pdf', data: pdfDataUrl }],
};
const day = 24 * 60 * 60_000;

function savedAt(): number {
  return Number(window.localStorage.getItem(draftsSavedAtKey));
}

function changedAgo(ms: number): void {
  window.localStorage.setItem(draftsSavedAtKey, String(Date.now() - ms));
}

afterEach(() => {
  jest.useRealTimers();
});

describe('registration drafts expire (issue 23)', () => {
  it('lives seven days after the last change', () => {
    expect(draftLifetimeMs).toBe(7 * day);
  });

  it('keeps drafts changed within the lifetime', () => {
    writeDrafts([studioDraft()], sharedProof);
    changedAgo(draftLifetimeMs - 60_000);

    expect(readStudios()).toHaveLength(1);
    expect(readSharedUpload()).toEqual(sharedProof);
  });

  it('drops older drafts with their PDFs when they are read, in every part of storage', () => {
    writeDrafts([studioDraft()], sharedProof);
    changedAgo(draftLifetimeMs + 60_000);

    expect(readStudios()).toEqual([]);
    expect(readSharedUpload()).toEqual({ oneFileForAll: false, files: [] });
    expect(window.localStorage.getItem('studios')).toBeNull();
    expect(window.localStorage.getItem('uploadedFiles')).toBeNull();
    expect(window.localStorage.getItem(draftsSavedAtKey)).toBeNull();
  });

  it('shows a registration opened again after the lifetime without the old locations', () => {
    writeDrafts([studioDraft()], sharedProof);
    changedAgo(8 * day);

    const { result } = renderHook(() => useStudioDrafts());

    expect(result.current.studios).toEqual([]);
    expect(result.current.sharedUpload.files).toEqual([]);
    expect(window.localStorage.getItem('studios')).toBeNull();
  });

  it('starts the lifetime again with every change', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    writeStudios([studioDraft()]);
    expect(savedAt()).toBe(Date.parse('2026-11-26T10:00:00Z'));

    jest.setSystemTime(new Date('2026-12-02T10:00:00Z'));
    writeStudios([studioDraft(), studioDraft({ id: 'studio-2', name: 'Foto Schmidt Plön' })]);
    jest.setSystemTime(new Date('2026-12-08T10:00:00Z'));

    expect(readStudios()).toHaveLength(2);
  });

  it('starts the clock for drafts stored before they expired, instead of dropping them', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    window.localStorage.setItem('studios', JSON.stringify([studioDraft()]));

    expect(readStudios()).toHaveLength(1);
    expect(savedAt()).toBe(Date.parse('2026-11-26T10:00:00Z'));
  });

  it('keeps no time once no draft is left', () => {
    writeDrafts([studioDraft()], sharedProof);
    writeDrafts([], { oneFileForAll: false, files: [] });

    expect(window.localStorage.getItem(draftsSavedAtKey)).toBeNull();
  });
});
