/**
 * From the model's landmarks (Human's FaceMesh: 468 points + 10 iris points) to the geometry and
 * measures the criteria judge. Pure; the indices are MediaPipe FaceMesh's.
 */
import type { FaceMeasures } from './face-criteria';
import { ageGroupThresholds, irisRestOffsetY } from './photo-check-thresholds';
import type { AgeGroup, FaceGeometry, Point } from './photo-check-types';

/** One landmark as the model gives it: x, y in source pixels, z depth (smaller = nearer). */
export type MeshPoint = readonly number[];

/** The part of a detected face the pre-check uses (a structural subset of Human's FaceResult). */
export interface ModelFace {
  mesh: MeshPoint[];
  /** Radians, as Human estimates them from the mesh. */
  rotation?: { angle: { yaw: number; pitch: number; roll: number } } | null;
}

export const meshIndex = {
  /** The eye on the image's left (the person's right): outer and inner corner, lids. */
  imageLeftEye: { outer: 33, inner: 133, upper: 159, lower: 145 },
  imageRightEye: { outer: 263, inner: 362, upper: 386, lower: 374 },
  irisCentres: [468, 473],
  lipsInner: { upper: 13, lower: 14 },
  mouthCorners: [61, 291],
  chin: 152,
  noseTip: 1,
  cheeks: [234, 454],
} as const;

const meshLength = 478;

function point(mesh: MeshPoint[], index: number): Point {
  const p = mesh[index];
  if (!p) throw new Error(`Landmarke ${index} fehlt.`);
  return { x: p[0] ?? 0, y: p[1] ?? 0 };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function hasFullMesh(face: ModelFace): boolean {
  return face.mesh.length >= meshLength;
}

interface EyeLandmarks {
  centre: Point;
  width: number;
  gap: number;
  iris: Point;
}

function eyeLandmarks(
  mesh: MeshPoint[],
  eye: { outer: number; inner: number; upper: number; lower: number },
): EyeLandmarks {
  const outer = point(mesh, eye.outer);
  const inner = point(mesh, eye.inner);
  const centre = midpoint(outer, inner);
  const irises = meshIndex.irisCentres.map((i) => point(mesh, i));
  // The iris model's order is not tied to the image side: take the iris nearest to this eye.
  const iris = irises.reduce((best, candidate) =>
    distance(candidate, centre) < distance(best, centre) ? candidate : best,
  );
  return {
    centre,
    width: Math.max(distance(outer, inner), 1e-6),
    gap: distance(point(mesh, eye.upper), point(mesh, eye.lower)),
    iris,
  };
}

/**
 * Gaze: where both irises sit relative to their eye's corner midpoint, as a fraction of the eye
 * width, averaged over both eyes. Looking straight ahead the irises sit symmetrically (each a
 * little towards the outer corner, which cancels in the average) and slightly above the corner
 * line (irisRestOffsetY); looking aside or up/down moves both the same way.
 */
function gazeOffset(left: EyeLandmarks, right: EyeLandmarks, u: Point): number {
  const v = { x: -u.y, y: u.x };
  const shift = (eye: EyeLandmarks) => {
    const d = { x: eye.iris.x - eye.centre.x, y: eye.iris.y - eye.centre.y };
    return {
      across: (d.x * u.x + d.y * u.y) / eye.width,
      down: (d.x * v.x + d.y * v.y) / eye.width,
    };
  };
  const a = shift(left);
  const b = shift(right);
  return Math.hypot((a.across + b.across) / 2, (a.down + b.down) / 2 - irisRestOffsetY);
}

export function faceMeasuresFromMesh(mesh: MeshPoint[]): FaceMeasures {
  const left = eyeLandmarks(mesh, meshIndex.imageLeftEye);
  const right = eyeLandmarks(mesh, meshIndex.imageRightEye);
  const angle = Math.atan2(right.centre.y - left.centre.y, right.centre.x - left.centre.x);
  const [cornerA, cornerB] = meshIndex.mouthCorners.map((i) => point(mesh, i)) as [Point, Point];
  return {
    eyeOpenness: Math.min(left.gap / left.width, right.gap / right.width),
    irisOffset: gazeOffset(left, right, { x: Math.cos(angle), y: Math.sin(angle) }),
    mouthOpenness:
      distance(point(mesh, meshIndex.lipsInner.upper), point(mesh, meshIndex.lipsInner.lower)) /
      Math.max(distance(cornerA, cornerB), 1e-6),
  };
}

const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * Pupils, chin, estimated crown and pose. Roll comes from the pupils (exact in the image);
 * yaw and pitch from the model's mesh-based estimate. Yaw's sign from the image: > 0 when the
 * nose tip lies right of the cheeks' midpoint (person turned to their left). Pitch > 0 = head
 * raised: Human's pitch is negative when the chin is nearer the camera than the forehead.
 */
export function faceGeometryFromModel(face: ModelFace, ageGroup: AgeGroup): FaceGeometry {
  const mesh = face.mesh;
  const left = eyeLandmarks(mesh, meshIndex.imageLeftEye);
  const right = eyeLandmarks(mesh, meshIndex.imageRightEye);
  const [leftEye, rightEye] =
    left.iris.x <= right.iris.x ? [left.iris, right.iris] : [right.iris, left.iris];
  const rollRad = Math.atan2(rightEye.y - leftEye.y, rightEye.x - leftEye.x);
  const u = { x: Math.cos(rollRad), y: Math.sin(rollRad) };
  const v = { x: -u.y, y: u.x };
  const eyes = midpoint(leftEye, rightEye);
  const chin = point(mesh, meshIndex.chin);
  const chinBelowEyes = (chin.x - eyes.x) * v.x + (chin.y - eyes.y) * v.y;
  const crownAbove = chinBelowEyes * ageGroupThresholds[ageGroup].crownAboveEyesPerChinBelowEyes;
  const crown = { x: eyes.x - v.x * crownAbove, y: eyes.y - v.y * crownAbove };

  const [cheekA, cheekB] = meshIndex.cheeks.map((i) => point(mesh, i)) as [Point, Point];
  const cheeks = midpoint(cheekA, cheekB);
  const nose = point(mesh, meshIndex.noseTip);
  const noseAcross = (nose.x - cheeks.x) * u.x + (nose.y - cheeks.y) * u.y;
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  return {
    leftEye,
    rightEye,
    chin,
    crown,
    rollDeg: toDegrees(rollRad),
    yawDeg: Math.sign(noseAcross || 1) * Math.abs(toDegrees(angle.yaw)),
    pitchDeg: -toDegrees(angle.pitch),
  };
}
