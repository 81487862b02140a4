/**
 * One shot judged: the pure core of the pre-check, shared by the browser wrapper
 * (human-photo-checker.ts) and the tests that run the model in Node.
 */
import { judgeCrop, proposeCrop } from './crop-rules';
import { type FaceMeasures, judgeFace, judgeFaceCount } from './face-criteria';
import {
  faceGeometryFromModel,
  faceMeasuresFromMesh,
  hasFullMesh,
  type ModelFace,
} from './face-landmarks';
import { judgeImage, type PixelImage } from './image-criteria';
import type {
  AgeGroup,
  CriterionResult,
  FaceGeometry,
  PhotoCheckResult,
} from './photo-check-types';
import { overallVerdict } from './verdict';

/** Display order of the criteria: the face first, then the crop, then the image. */
const order = [
  'single-face',
  'yaw',
  'pitch',
  'roll',
  'eyes-open',
  'gaze',
  'mouth-closed',
  'face-height',
  'eyes-centred',
  'background',
  'shadow',
  'sharpness',
  'resolution',
  'crop-area',
];

function sorted(criteria: CriterionResult[]): CriterionResult[] {
  return [...criteria].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** Judges one face already turned into geometry and measures. */
export function judgeSingleFace(
  face: FaceGeometry,
  measures: FaceMeasures,
  image: PixelImage,
  ageGroup: AgeGroup,
): PhotoCheckResult {
  const proposedCrop = proposeCrop(face, image.width, image.height);
  const criteria = sorted([
    judgeFaceCount(1),
    ...judgeFace(face, measures, ageGroup),
    ...judgeCrop(face, proposedCrop, ageGroup, image),
    ...judgeImage(image, face),
  ]);
  return { criteria, overall: overallVerdict(criteria), face, proposedCrop };
}

/** Judges a shot from the model's detections. Faces without a full mesh count as faces but
 *  cannot be measured. */
export function judgeShot(
  faces: ModelFace[],
  image: PixelImage,
  ageGroup: AgeGroup,
): PhotoCheckResult {
  const [only] = faces;
  if (faces.length !== 1 || !only || !hasFullMesh(only)) {
    const criteria = [judgeFaceCount(faces.length)];
    if (faces.length === 1)
      criteria[0] = {
        id: 'single-face',
        label: 'Genau ein Gesicht',
        verdict: 'red',
        explanation: 'Das Gesicht wurde gefunden, aber nicht vollständig erkannt.',
        tip: 'Bitte das Gesicht frontal, unverdeckt und gut beleuchtet aufnehmen.',
      };
    return { criteria, overall: overallVerdict(criteria), face: null, proposedCrop: null };
  }
  return judgeSingleFace(
    faceGeometryFromModel(only, ageGroup),
    faceMeasuresFromMesh(only.mesh),
    image,
    ageGroup,
  );
}
