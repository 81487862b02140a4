/**
 * Types of the biometric pre-check (issue 17, point 3 and the crop proposal of point 4).
 * This file is the interface the photo workplace (photo-workplace/) codes against; see
 * /work/coord/photo-workplace-contract.md. Keep names and shapes stable.
 */

/** Age groups the photographer picks; the criteria follow the official rules for each. */
export type AgeGroup = 'erwachsene' | 'kinder-ab-6' | 'kinder-unter-6' | 'babys';

export const ageGroupLabels: Record<AgeGroup, string> = {
  erwachsene: 'Erwachsene',
  'kinder-ab-6': 'Kinder ab 6',
  'kinder-unter-6': 'Kinder unter 6',
  babys: 'Babys (unter 1 Jahr)',
};

/** Traffic light of one criterion; red never blocks (the professional decides). */
export type Verdict = 'green' | 'amber' | 'red';

export interface CriterionResult {
  /** Stable id, e.g. 'single-face', 'yaw', 'pitch', 'roll', 'eyes-open', 'gaze', 'mouth-closed',
   *  'face-height', 'eyes-centred', 'background', 'shadow', 'sharpness', 'resolution'. */
  id: string;
  /** German, short. */
  label: string;
  verdict: Verdict;
  /** German. */
  explanation: string;
  /** German, e.g. 'Bitte den Kopf etwas nach links drehen'. */
  tip?: string;
}

/** In source image pixels. */
export interface Point {
  x: number;
  y: number;
}

export interface FaceGeometry {
  /** Pupil centres as seen in the image (leftEye is the one with the smaller x). */
  leftEye: Point;
  rightEye: Point;
  chin: Point;
  /** Estimated top of the head (not the forehead). */
  crown: Point;
  rollDeg: number;
  yawDeg: number;
  pitchDeg: number;
}

/** In source pixels, aspect 35:45, rotated about its centre. */
export interface CropRect {
  centerX: number;
  centerY: number;
  width: number;
  height: number;
  rotationDeg: number;
}

export interface PhotoCheckResult {
  criteria: CriterionResult[];
  /** Worst of the criteria. */
  overall: Verdict;
  /** null when not exactly one face. */
  face: FaceGeometry | null;
  proposedCrop: CropRect | null;
}

/** Loaded lazily by load-photo-checker.ts (the model is a dynamic import). */
export interface PhotoChecker {
  check(image: HTMLCanvasElement | ImageBitmap, ageGroup: AgeGroup): Promise<PhotoCheckResult>;
}
