import { useCallback, useEffect, useRef, useState } from 'react';
import { judgeCrop } from '../photo-check/crop-rules';
import { loadPhotoChecker, type PhotoChecker } from '../photo-check/load-photo-checker';
import type {
  AgeGroup,
  CriterionResult,
  CropRect,
  PhotoCheckResult,
  Verdict,
} from '../photo-check/photo-check-types';
import { releaseCanvas, renderCroppedPhoto, thumbnailUrl } from './image-pipeline';

export type ShotCheck =
  { state: 'running' } | { state: 'done'; result: PhotoCheckResult } | { state: 'unavailable' };

export interface ShotOutput {
  crop: CropRect;
  jpeg: Blob;
  url: string;
  width: number;
  height: number;
  /** The shot's criteria with the geometry judged again for this crop. */
  criteria: CriterionResult[];
  /** null when no check could run: the professional decides alone. */
  overall: Verdict | null;
}

export interface Shot {
  key: number;
  /** 1, 2, 3 … as the photographer sees them. */
  number: number;
  source: HTMLCanvasElement;
  previewUrl: string;
  capturedAt: string;
  check: ShotCheck;
  output: ShotOutput | null;
}

export type CheckerStatus = 'loading' | 'ready' | 'failed';

const verdictRank: Record<Verdict, number> = { green: 0, amber: 1, red: 2 };

function worst(verdicts: Verdict[]): Verdict {
  return verdicts.reduce<Verdict>((a, b) => (verdictRank[b] > verdictRank[a] ? b : a), 'green');
}

/** The criteria of a shot for a given crop: the crop's own geometry replaces the proposal's. */
export function criteriaForCrop(
  check: ShotCheck,
  crop: CropRect,
  ageGroup: AgeGroup,
  image: { width: number; height: number },
): { criteria: CriterionResult[]; overall: Verdict | null } {
  if (check.state !== 'done') return { criteria: [], overall: null };
  const { result } = check;
  if (!result.face) return { criteria: result.criteria, overall: result.overall };
  const cropCriteria = judgeCrop(result.face, crop, ageGroup, image);
  const replaced = new Set(cropCriteria.map((criterion) => criterion.id));
  const criteria = [
    ...result.criteria.filter((criterion) => !replaced.has(criterion.id)),
    ...cropCriteria,
  ];
  return { criteria, overall: worst(criteria.map((criterion) => criterion.verdict)) };
}

/** The shots of one customer: taken, checked, cropped; all dropped at once by `clear`. */
export function useShots(ageGroup: AgeGroup) {
  const [shots, setShots] = useState<Shot[]>([]);
  const [checkerStatus, setCheckerStatus] = useState<CheckerStatus>('loading');
  const checker = useRef<Promise<PhotoChecker> | null>(null);
  const nextKey = useRef(1);
  const nextNumber = useRef(1);
  const live = useRef(new Map<number, Shot>());
  const ageGroupRef = useRef(ageGroup);

  const load = useCallback(() => {
    const loading = loadPhotoChecker();
    checker.current = loading;
    loading.then(
      () => setCheckerStatus('ready'),
      () => setCheckerStatus('failed'),
    );
    return loading;
  }, []);

  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const retryChecker = useCallback(() => {
    setCheckerStatus('loading');
    return load();
  }, [load]);

  const update = useCallback((key: number, change: (shot: Shot) => Shot) => {
    setShots((all) =>
      all.map((shot) => {
        if (shot.key !== key) return shot;
        const next = change(shot);
        live.current.set(key, next);
        return next;
      }),
    );
  }, []);

  const runCheck = useCallback(
    async (shot: Shot, group: AgeGroup) => {
      update(shot.key, (current) => ({ ...current, check: { state: 'running' } }));
      let check: ShotCheck;
      try {
        const loaded = await (checker.current ?? load());
        check = { state: 'done', result: await loaded.check(shot.source, group) };
      } catch {
        check = { state: 'unavailable' };
      }
      if (!live.current.has(shot.key) || ageGroupRef.current !== group) return;
      update(shot.key, (current) => {
        const output = current.output
          ? {
              ...current.output,
              ...criteriaForCrop(check, current.output.crop, group, current.source),
            }
          : null;
        return { ...current, check, output };
      });
    },
    [load, update],
  );

  const add = useCallback(
    async (source: HTMLCanvasElement, capturedAt: Date) => {
      const shot: Shot = {
        key: nextKey.current++,
        number: nextNumber.current++,
        source,
        previewUrl: await thumbnailUrl(source),
        capturedAt: capturedAt.toISOString(),
        check: { state: 'running' },
        output: null,
      };
      live.current.set(shot.key, shot);
      setShots((all) => [...all, shot]);
      await runCheck(shot, ageGroupRef.current);
    },
    [runCheck],
  );

  // A different age group judges every shot again.
  useEffect(() => {
    if (ageGroupRef.current === ageGroup) return;
    ageGroupRef.current = ageGroup;
    live.current.forEach((shot) => void runCheck(shot, ageGroup));
  }, [ageGroup, runCheck]);

  const dropOutput = (output: ShotOutput | null) => {
    if (output) URL.revokeObjectURL(output.url);
  };

  const remove = useCallback((key: number) => {
    const shot = live.current.get(key);
    if (!shot) return;
    live.current.delete(key);
    URL.revokeObjectURL(shot.previewUrl);
    dropOutput(shot.output);
    releaseCanvas(shot.source);
    setShots((all) => all.filter((other) => other.key !== key));
  }, []);

  const applyCrop = useCallback(
    async (key: number, crop: CropRect) => {
      const shot = live.current.get(key);
      if (!shot) return;
      const photo = await renderCroppedPhoto(shot.source, crop);
      if (!live.current.has(key)) return;
      update(key, (current) => {
        dropOutput(current.output);
        return {
          ...current,
          output: {
            crop,
            jpeg: photo.jpeg,
            url: URL.createObjectURL(photo.jpeg),
            width: photo.width,
            height: photo.height,
            ...criteriaForCrop(current.check, crop, ageGroupRef.current, current.source),
          },
        };
      });
    },
    [update],
  );

  /** "Neuer Kunde": every image and preview of this customer leaves memory. */
  const clear = useCallback(() => {
    live.current.forEach((shot) => {
      URL.revokeObjectURL(shot.previewUrl);
      dropOutput(shot.output);
      releaseCanvas(shot.source);
    });
    live.current.clear();
    nextNumber.current = 1;
    setShots([]);
  }, []);

  useEffect(() => () => clearOnLeave(live.current), []);

  return { shots, checkerStatus, retryChecker, add, remove, applyCrop, clear };
}

function clearOnLeave(shots: Map<number, Shot>) {
  shots.forEach((shot) => {
    URL.revokeObjectURL(shot.previewUrl);
    if (shot.output) URL.revokeObjectURL(shot.output.url);
    releaseCanvas(shot.source);
  });
  shots.clear();
}
