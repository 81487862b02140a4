/**
 * The one place for every threshold of the biometric pre-check, per age group.
 *
 * Sources (German rules, Bundesdruckerei / BMI "Fotomustertafel" and "Passbild-Schablone"):
 * - Format 35 × 45 mm; face height from chin to crown (top of the head, hair disregarded)
 *   32–36 mm (70–80 % of the frame), face centred, eyes on one horizontal line.
 * - Frontal pose, neutral expression, mouth closed, eyes open and looking at the camera.
 * - Background plain, light (ideally neutral grey), even; no shadows on the face or background;
 *   sharp, with good contrast.
 * - Children up to their 10th birthday: face height 22–36 mm is acceptable; because the top of a
 *   child's head is hard to find, a photo is only refused below 17 mm or above 40 mm.
 * - Children up to their 6th birthday (and so babies): deviations in head pose (still frontal),
 *   expression, eyes and gaze and in the centring are allowed.
 * - Babies under 1 year: eyes may be closed, expression is free.
 * Where the rules say "within ±5°" the green range is exactly that; the amber band beyond it
 * exists because the model's pose estimate is itself only good to a few degrees, so a value just
 * outside is for the photographer to judge, not a verdict. A red verdict never blocks sending
 * (the professional decides; issue 17).
 *
 * Measures that are not millimetres or degrees (eye openness, mouth gap, iris offset, background
 * brightness, shadow, focus) are dimensionless ratios; their limits were set on the sample
 * portraits in ./testing (see testing/README.md) and documented next to each value.
 */
import type { AgeGroup } from './photo-check-types';

/** A measure is green within `green`, amber within `amber`, red beyond. */
export interface Band {
  green: number;
  amber: number;
}

/** How strictly a criterion applies: 'strict' can be red, 'relaxed' at most amber, 'free' always green. */
export type Strictness = 'strict' | 'relaxed' | 'free';

export interface AgeGroupThresholds {
  /** |yaw| and |pitch| in degrees. */
  yawDeg: Band;
  pitchDeg: Band;
  /** |roll| in degrees. */
  rollDeg: Band;
  pose: Strictness;
  /** Face height chin to crown in mm within the 45 mm frame: green range, amber range. */
  faceHeightMm: { green: [number, number]; amber: [number, number] };
  /** Horizontal offset of the eyes' midpoint from the frame's centre line, mm. */
  eyesCentreOffsetMm: Band;
  /** Eye line measured from the top edge of the 45 mm frame, mm (ISO/IEC 19794-5: the eyes lie
   *  between 50 % and 70 % of the height, counted from the bottom, i.e. 13.5–22.5 mm from the top). */
  eyeLineFromTopMm: { green: [number, number]; amber: [number, number] };
  centring: Strictness;
  eyesOpen: Strictness;
  gaze: Strictness;
  mouthClosed: Strictness;
  /** Ratio of the crown's distance above the eyes to the chin's distance below them (the
   *  model finds eyes and chin, not the top of the skull). Head proportions: in adults the
   *  pupils lie about halfway between chin and crown (1.0); the younger the child, the larger
   *  the skull relative to the face and the lower the eyes (an infant's eyes sit at about 60 %
   *  of the head height from the top: 1.5). Estimates, good to a few mm; the photographer sees
   *  the guide lines and adjusts the crop. */
  crownAboveEyesPerChinBelowEyes: number;
}

const adultPose = {
  yawDeg: { green: 5, amber: 8 },
  pitchDeg: { green: 5, amber: 8 },
  rollDeg: { green: 8, amber: 12 },
};

/** Poses of children under 6 may deviate, but the photo must stay frontal: wider bands. */
const relaxedPose = {
  yawDeg: { green: 8, amber: 15 },
  pitchDeg: { green: 8, amber: 15 },
  rollDeg: { green: 12, amber: 20 },
};

const adultFaceHeight = {
  green: [32, 36] as [number, number],
  amber: [31, 37] as [number, number],
};
/** Children up to 10: 22–36 mm acceptable, refused only below 17 or above 40 mm. */
const childFaceHeight = {
  green: [22, 36] as [number, number],
  amber: [17, 40] as [number, number],
};

/** Eye line, mm below the top edge (same for every age group). */
export const eyeLine = {
  green: [13.5, 22.5] as [number, number],
  amber: [12, 24] as [number, number],
};

export const ageGroupThresholds: Record<AgeGroup, AgeGroupThresholds> = {
  erwachsene: {
    ...adultPose,
    pose: 'strict',
    faceHeightMm: adultFaceHeight,
    eyesCentreOffsetMm: { green: 1.5, amber: 3 },
    eyeLineFromTopMm: eyeLine,
    centring: 'strict',
    eyesOpen: 'strict',
    gaze: 'strict',
    mouthClosed: 'strict',
    crownAboveEyesPerChinBelowEyes: 1.0,
  },
  'kinder-ab-6': {
    ...adultPose,
    pose: 'strict',
    faceHeightMm: childFaceHeight,
    eyesCentreOffsetMm: { green: 1.5, amber: 3 },
    eyeLineFromTopMm: eyeLine,
    centring: 'strict',
    eyesOpen: 'strict',
    gaze: 'strict',
    mouthClosed: 'strict',
    crownAboveEyesPerChinBelowEyes: 1.1,
  },
  'kinder-unter-6': {
    ...relaxedPose,
    pose: 'relaxed',
    faceHeightMm: childFaceHeight,
    eyesCentreOffsetMm: { green: 2.5, amber: 5 },
    eyeLineFromTopMm: eyeLine,
    centring: 'relaxed',
    eyesOpen: 'relaxed',
    gaze: 'relaxed',
    mouthClosed: 'relaxed',
    crownAboveEyesPerChinBelowEyes: 1.3,
  },
  babys: {
    ...relaxedPose,
    pose: 'relaxed',
    faceHeightMm: childFaceHeight,
    eyesCentreOffsetMm: { green: 2.5, amber: 5 },
    eyeLineFromTopMm: eyeLine,
    centring: 'relaxed',
    eyesOpen: 'free',
    gaze: 'relaxed',
    mouthClosed: 'free',
    crownAboveEyesPerChinBelowEyes: 1.5,
  },
};

/** Where the iris centre sits below the eye corners' midpoint when looking straight ahead, as a
 *  fraction of the eye width (negative = above): about −0.07 in FaceMesh on the sample faces. */
export const irisRestOffsetY = -0.07;

/** Print format of the passport photo. */
export const frameMm = { width: 35, height: 45 } as const;
/** Face height the automatic crop aims at (middle of 32–36 mm). */
export const targetFaceHeightMm = 34;
/** Crown position the automatic crop aims at, mm below the top edge: with a 34 mm face the chin
 *  then sits 7 mm above the bottom edge and an adult's eyes about 21 mm from the top. */
export const targetCrownFromTopMm = 4;
/** Tilt of the eye line within the cropped photo, degrees ("eyes horizontal"). */
export const eyeLineTiltDeg: Band = { green: 2, amber: 5 };
/** Share of the crop that may lie outside the source image before it shows as empty border. */
export const cropOutsideTolerance = 0.005;

/** Output image (issue 17 point 4): at least 1244 × 1600 px; eye distance at least 300 px where
 *  the source allows. ISO/IEC 19794-5 asks for at least 90 px between the eye centres; below
 *  that the photo is too coarse whatever the output size. */
export const resolution = {
  outputWidthPx: 1244,
  outputHeightPx: 1600,
  eyeDistanceGreenPx: 300,
  eyeDistanceAmberPx: 90,
} as const;

/** Age-independent image measures (dimensionless; see each). */
export const imageThresholds = {
  /** Eyelid gap / eye width (mesh): about 0.25–0.35 open, under 0.1 closed. */
  eyeOpenness: { green: 0.18, amber: 0.1 },
  /** Both irises' common shift from looking straight ahead, fraction of the eye width: the
   *  test portrait looking into the lens measures 0.01; eyes turned clearly aside 0.15 and more. */
  irisOffset: { green: 0.06, amber: 0.1 },
  /** Inner lip gap / mouth width: closed lips measure under 0.05. */
  mouthOpenness: { green: 0.06, amber: 0.12 },
  /** Mean background luminance 0–255 (light: the rules want a light background). */
  backgroundLuminance: { green: 150, amber: 110 },
  /** Standard deviation of the background luminance 0–255 (plain, even). */
  backgroundSpread: { green: 14, amber: 28 },
  /** Mean colourfulness of the background (max − min channel, 0–255): neutral grey wanted. */
  backgroundChroma: { green: 40, amber: 70 },
  /** |left − right| / brighter, mean luminance of the two face halves: 0.2 is a soft, even
   *  light; the test portrait lit by a window from one side measures 0.35 (amber); a hard
   *  shadow over half the face is 0.4 and more. */
  shadowImbalance: { green: 0.2, amber: 0.4 },
  /** Variance of the Laplacian of the face, resampled to 64 px eye distance (scale-free):
   *  sharp faces in face-api's demo photos measure 100–315, soft ones 40–46, a face upscaled
   *  ×3 from 39 px eye distance 38, ×2.3 from 28 px 24. */
  focusVariance: { green: 80, amber: 30 },
} as const;
