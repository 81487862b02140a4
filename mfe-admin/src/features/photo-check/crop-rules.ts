/**
 * The 35 × 45 mm crop: the automatic proposal from the landmarks and the geometry criteria of
 * any crop (also a hand-adjusted one). Pure functions.
 *
 * Coordinates: source image pixels, x to the right, y down. A CropRect is rotated about its
 * centre by rotationDeg, positive clockwise on screen: its width axis is
 * u = (cos θ, sin θ), its height axis v = (−sin θ, cos θ). To render it, map the output
 * pixel (ox, oy) of an W×H output to source centre + u·(ox − W/2)·s + v·(oy − H/2)·s with
 * s = crop.width / W (canvas: translate(W/2, H/2), scale(1/s), rotate(−θ), translate(−cx, −cy)).
 */
import {
  ageGroupThresholds,
  cropOutsideTolerance,
  eyeLine,
  eyeLineTiltDeg,
  frameMm,
  resolution,
  targetCrownFromTopMm,
  targetFaceHeightMm,
} from './photo-check-thresholds';
import type { AgeGroup, CriterionResult, CropRect, FaceGeometry, Point } from './photo-check-types';
import {
  applyStrictness,
  formatNumber,
  rangeVerdict,
  upperBandVerdict,
  worstVerdict,
} from './verdict';

interface Axes {
  u: Point;
  v: Point;
}

function axes(rotationDeg: number): Axes {
  const t = (rotationDeg * Math.PI) / 180;
  return { u: { x: Math.cos(t), y: Math.sin(t) }, v: { x: -Math.sin(t), y: Math.cos(t) } };
}

const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const minus = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function eyeDistancePx(face: FaceGeometry): number {
  return Math.hypot(face.rightEye.x - face.leftEye.x, face.rightEye.y - face.leftEye.y);
}

/** Angle of the line from the image-left to the image-right eye, degrees, clockwise positive. */
export function eyeLineAngleDeg(face: FaceGeometry): number {
  return (
    (Math.atan2(face.rightEye.y - face.leftEye.y, face.rightEye.x - face.leftEye.x) * 180) / Math.PI
  );
}

/** A point of the source in the crop's frame, in mm from the crop's top-left corner. */
export function toCropMm(point: Point, crop: CropRect): Point {
  const { u, v } = axes(crop.rotationDeg);
  const offset = minus(point, { x: crop.centerX, y: crop.centerY });
  const mmPerPx = frameMm.height / crop.height;
  return {
    x: frameMm.width / 2 + dot(offset, u) * mmPerPx,
    y: frameMm.height / 2 + dot(offset, v) * mmPerPx,
  };
}

/**
 * The crop a photographer would draw: rotated so the eyes are horizontal, face height
 * (chin to crown) targetFaceHeightMm of the 45 mm, crown targetCrownFromTopMm below the top
 * edge (higher for small children whose eyes would otherwise fall below the eye-line band),
 * eyes' midpoint on the vertical centre line. If that rectangle pokes out of the image it
 * is moved inside as far as possible (the face is then off centre, which judgeCrop reports).
 */
export function proposeCrop(face: FaceGeometry, imageWidth: number, imageHeight: number): CropRect {
  const rotationDeg = eyeLineAngleDeg(face);
  const { u, v } = axes(rotationDeg);
  const eyes = midpoint(face.leftEye, face.rightEye);
  const faceHeightPx = dot(minus(face.chin, face.crown), v);
  const height = (faceHeightPx * frameMm.height) / targetFaceHeightMm;
  const width = (height * frameMm.width) / frameMm.height;
  const crownFromEyes = dot(minus(face.crown, eyes), v);
  const pxPerMm = height / frameMm.height;
  // Eyes' distance below the top edge with the crown at its target; a child's eyes sit lower in
  // the head, so keep them within the allowed band (the crown then moves up a little).
  const eyesFromTopMm = Math.min(
    targetCrownFromTopMm - crownFromEyes / pxPerMm,
    eyeLine.green[1] - 0.5,
  );
  // Centre: on the eyes' vertical line, (22.5 mm − eye line) below the eyes.
  const down = (frameMm.height / 2 - eyesFromTopMm) * pxPerMm;
  let centre = { x: eyes.x + v.x * down, y: eyes.y + v.y * down };
  centre = moveInside(centre, width, height, u, v, imageWidth, imageHeight);
  return { centerX: centre.x, centerY: centre.y, width, height, rotationDeg };
}

function halfExtents(width: number, height: number, u: Point, v: Point) {
  return {
    x: (Math.abs(u.x) * width + Math.abs(v.x) * height) / 2,
    y: (Math.abs(u.y) * width + Math.abs(v.y) * height) / 2,
  };
}

/** Shifts the centre so the rotated rectangle's bounding box lies inside the image where it fits. */
function moveInside(
  centre: Point,
  width: number,
  height: number,
  u: Point,
  v: Point,
  imageWidth: number,
  imageHeight: number,
): Point {
  const half = halfExtents(width, height, u, v);
  const clamp = (value: number, halfSize: number, size: number) =>
    halfSize * 2 > size ? size / 2 : Math.min(Math.max(value, halfSize), size - halfSize);
  return { x: clamp(centre.x, half.x, imageWidth), y: clamp(centre.y, half.y, imageHeight) };
}

/** Share of the crop's area outside the image (sampled on a grid). */
export function cropOutsideShare(crop: CropRect, imageWidth: number, imageHeight: number): number {
  const { u, v } = axes(crop.rotationDeg);
  const steps = 40;
  let outside = 0;
  for (let i = 0; i < steps; i++)
    for (let j = 0; j < steps; j++) {
      const a = ((i + 0.5) / steps - 0.5) * crop.width;
      const b = ((j + 0.5) / steps - 0.5) * crop.height;
      const x = crop.centerX + u.x * a + v.x * b;
      const y = crop.centerY + u.y * a + v.y * b;
      if (x < 0 || y < 0 || x > imageWidth || y > imageHeight) outside++;
    }
  return outside / (steps * steps);
}

function judgeFaceHeight(face: FaceGeometry, crop: CropRect, ageGroup: AgeGroup): CriterionResult {
  const ranges = ageGroupThresholds[ageGroup].faceHeightMm;
  const heightMm = toCropMm(face.chin, crop).y - toCropMm(face.crown, crop).y;
  const verdict = rangeVerdict(heightMm, ranges);
  const base = { id: 'face-height', label: 'Gesichtshöhe (Kinn bis Scheitel)', verdict };
  const allowed = `${formatNumber(ranges.green[0])}–${formatNumber(ranges.green[1])} mm`;
  const measured = `${formatNumber(heightMm, 1)} mm`;
  if (verdict === 'green')
    return { ...base, explanation: `${measured} von 45 mm (vorgeschrieben ${allowed}).` };
  return {
    ...base,
    explanation: `${measured} von 45 mm; vorgeschrieben sind ${allowed}.`,
    tip:
      heightMm < ranges.green[0]
        ? 'Bitte den Ausschnitt verkleinern (näher heranzoomen).'
        : 'Bitte den Ausschnitt vergrößern (herauszoomen).',
  };
}

function judgeEyesCentred(face: FaceGeometry, crop: CropRect, ageGroup: AgeGroup): CriterionResult {
  const t = ageGroupThresholds[ageGroup];
  const left = toCropMm(face.leftEye, crop);
  const right = toCropMm(face.rightEye, crop);
  const tilt = eyeLineAngleDeg(face) - crop.rotationDeg;
  const offsetMm = (left.x + right.x) / 2 - frameMm.width / 2;
  const eyeLineMm = (left.y + right.y) / 2;
  const tiltVerdict = upperBandVerdict(tilt, eyeLineTiltDeg);
  const offsetVerdict = applyStrictness(
    upperBandVerdict(offsetMm, t.eyesCentreOffsetMm),
    t.centring,
  );
  const lineVerdict = applyStrictness(rangeVerdict(eyeLineMm, t.eyeLineFromTopMm), t.centring);
  const verdict = worstVerdict([tiltVerdict, offsetVerdict, lineVerdict]);
  const base = { id: 'eyes-centred', label: 'Augen waagerecht und mittig', verdict };
  if (verdict === 'green')
    return { ...base, explanation: 'Die Augen liegen waagerecht und mittig im Bild.' };
  if (tiltVerdict !== 'green')
    return {
      ...base,
      explanation: `Die Augenlinie ist um ${formatNumber(Math.abs(tilt), 1)}° schräg.`,
      tip: `Bitte den Ausschnitt ${tilt > 0 ? 'im Uhrzeigersinn' : 'gegen den Uhrzeigersinn'} drehen.`,
    };
  if (offsetVerdict !== 'green')
    return {
      ...base,
      explanation: `Die Augenmitte liegt ${formatNumber(Math.abs(offsetMm), 1)} mm ${offsetMm > 0 ? 'rechts' : 'links'} der Bildmitte.`,
      tip: `Bitte den Ausschnitt nach ${offsetMm > 0 ? 'rechts' : 'links'} verschieben.`,
    };
  const tooHigh = eyeLineMm < t.eyeLineFromTopMm.green[0];
  return {
    ...base,
    explanation: `Die Augen liegen ${formatNumber(eyeLineMm, 1)} mm unter der Oberkante; vorgesehen sind ${formatNumber(t.eyeLineFromTopMm.green[0], 1)}–${formatNumber(t.eyeLineFromTopMm.green[1], 1)} mm.`,
    tip: `Bitte den Ausschnitt nach ${tooHigh ? 'oben' : 'unten'} verschieben.`,
  };
}

function judgeResolution(face: FaceGeometry, crop: CropRect): CriterionResult {
  const eyes = eyeDistancePx(face);
  const verdict =
    eyes >= resolution.eyeDistanceGreenPx
      ? 'green'
      : eyes >= resolution.eyeDistanceAmberPx
        ? 'amber'
        : 'red';
  const base = { id: 'resolution', label: 'Auflösung', verdict } as const;
  const facts = `Augenabstand ${formatNumber(eyes)} px, Ausschnitt ${formatNumber(crop.width)} × ${formatNumber(crop.height)} px`;
  if (verdict === 'green')
    return {
      ...base,
      explanation: `${facts}: genug für ${resolution.outputWidthPx} × ${resolution.outputHeightPx} px.`,
    };
  return {
    ...base,
    explanation:
      verdict === 'amber'
        ? `${facts}: das Bild wird auf ${resolution.outputWidthPx} × ${resolution.outputHeightPx} px hochgerechnet und verliert an Detail (Ziel: ${resolution.eyeDistanceGreenPx} px Augenabstand).`
        : `${facts}: das Gesicht ist zu klein im Bild (mindestens ${resolution.eyeDistanceAmberPx} px Augenabstand).`,
    tip: 'Bitte näher herangehen oder mit höherer Auflösung aufnehmen.',
  };
}

function judgeCropArea(crop: CropRect, imageWidth: number, imageHeight: number): CriterionResult {
  const share = cropOutsideShare(crop, imageWidth, imageHeight);
  const verdict = share <= cropOutsideTolerance ? 'green' : share <= 0.05 ? 'amber' : 'red';
  const base = { id: 'crop-area', label: 'Ausschnitt im Bild', verdict } as const;
  if (verdict === 'green')
    return { ...base, explanation: 'Der Ausschnitt liegt vollständig im Bild.' };
  return {
    ...base,
    explanation: `${formatNumber(share * 100)} % des Ausschnitts liegen außerhalb des Bildes und blieben leer.`,
    tip: 'Bitte mit mehr Abstand aufnehmen, sodass Kopf und Schultern mit Rand ins Bild passen.',
  };
}

/** Geometry criteria (face height 32–36 mm of 45 mm, eyes horizontal and centred, output
 *  resolution >= 1244x1600 and eye distance) judged for a hand-adjusted crop. Pass the image
 *  size to also judge whether the crop stays inside the image ('crop-area'). */
export function judgeCrop(
  face: FaceGeometry,
  crop: CropRect,
  ageGroup: AgeGroup,
  imageSize?: { width: number; height: number },
): CriterionResult[] {
  return [
    judgeFaceHeight(face, crop, ageGroup),
    judgeEyesCentred(face, crop, ageGroup),
    judgeResolution(face, crop),
    ...(imageSize ? [judgeCropArea(crop, imageSize.width, imageSize.height)] : []),
  ];
}
