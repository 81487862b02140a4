/**
 * Generated test data: face geometries, FaceMesh-shaped landmark arrays and small images with
 * a plain background and a textured "face", so every criterion can be driven exactly.
 */
import type { MeshPoint } from '../face-landmarks';
import type { PixelImage } from '../image-criteria';
import { irisRestOffsetY } from '../photo-check-thresholds';
import type { FaceGeometry, Point } from '../photo-check-types';

export interface FaceSpec {
  eyeMid?: Point;
  eyeDistance?: number;
  /** Distance from the eye line down to the chin, px. */
  eyesToChin?: number;
  /** Crown above the eyes per chin below them (1 = adult). */
  crownRatio?: number;
  rollDeg?: number;
  yawDeg?: number;
  pitchDeg?: number;
}

/** An adult face: 300 px between the pupils, chin 1.8 eye distances below the eyes. */
export function makeFace(spec: FaceSpec = {}): FaceGeometry {
  const {
    eyeMid = { x: 1000, y: 1000 },
    eyeDistance = 300,
    eyesToChin = eyeDistance * 1.8,
    crownRatio = 1,
    rollDeg = 0,
    yawDeg = 0,
    pitchDeg = 0,
  } = spec;
  const t = (rollDeg * Math.PI) / 180;
  const u = { x: Math.cos(t), y: Math.sin(t) };
  const v = { x: -u.y, y: u.x };
  const at = (a: number, b: number) => ({
    x: eyeMid.x + u.x * a + v.x * b,
    y: eyeMid.y + u.y * a + v.y * b,
  });
  return {
    leftEye: at(-eyeDistance / 2, 0),
    rightEye: at(eyeDistance / 2, 0),
    chin: at(0, eyesToChin),
    crown: at(0, -eyesToChin * crownRatio),
    rollDeg,
    yawDeg,
    pitchDeg,
  };
}

export interface MeshSpec {
  eyeMid?: Point;
  eyeDistance?: number;
  rollDeg?: number;
  /** Eyelid gap / eye width of each eye (image left, image right). */
  eyeOpenness?: [number, number];
  /** Iris shift across and down, fraction of the eye width, from looking straight ahead. */
  gaze?: Point;
  /** Inner lip gap / mouth width. */
  mouthOpenness?: number;
  /** Nose tip shift across, px (positive: towards the image's right). */
  noseShift?: number;
  /** Human's angles in radians. */
  angle?: { yaw: number; pitch: number; roll: number };
}

/** A 478-point FaceMesh array with the landmarks the pre-check reads placed as specified. */
export function makeMesh(spec: MeshSpec = {}): MeshPoint[] {
  const {
    eyeMid = { x: 500, y: 500 },
    eyeDistance = 100,
    rollDeg = 0,
    eyeOpenness = [0.3, 0.3],
    gaze = { x: 0, y: 0 },
    mouthOpenness = 0.02,
    noseShift = 0,
  } = spec;
  const t = (rollDeg * Math.PI) / 180;
  const u = { x: Math.cos(t), y: Math.sin(t) };
  const v = { x: -u.y, y: u.x };
  const mesh: number[][] = Array.from({ length: 478 }, () => [eyeMid.x, eyeMid.y, 0]);
  const set = (index: number, a: number, b: number) => {
    mesh[index] = [eyeMid.x + u.x * a + v.x * b, eyeMid.y + u.y * a + v.y * b, 0];
  };
  const eyeWidth = eyeDistance * 0.45;
  const eye = (
    centreA: number,
    corners: [number, number],
    lids: [number, number],
    iris: number,
    openness: number,
    outerSign: number,
  ) => {
    set(corners[0], centreA + (outerSign * eyeWidth) / 2, 0);
    set(corners[1], centreA - (outerSign * eyeWidth) / 2, 0);
    set(lids[0], centreA, (-openness * eyeWidth) / 2);
    set(lids[1], centreA, (openness * eyeWidth) / 2);
    set(iris, centreA + gaze.x * eyeWidth, (gaze.y + irisRestOffsetY) * eyeWidth);
  };
  eye(-eyeDistance / 2, [33, 133], [159, 145], 468, eyeOpenness[0], -1);
  eye(eyeDistance / 2, [263, 362], [386, 374], 473, eyeOpenness[1], 1);
  const mouthWidth = eyeDistance * 0.5;
  const mouthB = eyeDistance * 1.1;
  set(61, -mouthWidth / 2, mouthB);
  set(291, mouthWidth / 2, mouthB);
  set(13, 0, mouthB - (mouthOpenness * mouthWidth) / 2);
  set(14, 0, mouthB + (mouthOpenness * mouthWidth) / 2);
  set(152, 0, eyeDistance * 1.8);
  set(1, noseShift, eyeDistance * 0.6);
  set(234, -eyeDistance * 0.9, eyeDistance * 0.5);
  set(454, eyeDistance * 0.9, eyeDistance * 0.5);
  return mesh;
}

export interface ImageSpec {
  width?: number;
  height?: number;
  background?: [number, number, number];
  /** Amplitude of a random pattern on the background (0 = plain). */
  backgroundNoise?: number;
  /** Left-to-right brightness ramp of the background, added at the right edge. */
  backgroundRamp?: number;
  /** Multiplies the brightness of the face's image-right half (1 = even light). */
  rightHalfLight?: number;
  /** Fine texture of the face (pores, hair, eyebrows at a small scale); 0 = smooth (blurred). */
  faceTexture?: number;
}

/** The face the generated images show: eyes 60 px apart at (200, 230), face 220 px high. */
export const imageFace = makeFace({ eyeMid: { x: 200, y: 230 }, eyeDistance: 60, eyesToChin: 110 });

/** Deterministic pseudo-random numbers (tests must not depend on Math.random). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The face's colour before texture and light. */
const skin = [200, 160, 135] as const;

export function makeImage(spec: ImageSpec = {}, face: FaceGeometry = imageFace): PixelImage {
  const {
    width = 400,
    height = 500,
    background = [225, 225, 225],
    backgroundNoise = 0,
    backgroundRamp = 0,
    rightHalfLight = 1,
    faceTexture = 40,
  } = spec;
  const data = new Uint8ClampedArray(width * height * 4);
  const next = random(17);
  const centre = { x: (face.crown.x + face.chin.x) / 2, y: (face.crown.y + face.chin.y) / 2 };
  const faceHeight = Math.hypot(face.chin.x - face.crown.x, face.chin.y - face.crown.y);
  const eyesX = (face.leftEye.x + face.rightEye.x) / 2;
  // Channels written one by one: an array per pixel made the generator a second of a test run.
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inFace =
        ((x - centre.x) / (0.36 * faceHeight)) ** 2 + ((y - centre.y) / (0.5 * faceHeight)) ** 2 <=
        1;
      if (inFace) {
        // 2 px checker: edges a sharp camera resolves and a blurred one does not.
        const checker = (Math.floor(x / 2) + Math.floor(y / 2)) % 2 === 0 ? 1 : -1;
        const light = x > eyesX ? rightHalfLight : 1;
        for (let channel = 0; channel < 3; channel++) {
          data[i + channel] = (skin[channel]! + checker * faceTexture * 0.5) * light;
        }
      } else {
        const noise = backgroundNoise ? (next() - 0.5) * 2 * backgroundNoise : 0;
        const ramp = (backgroundRamp * x) / width;
        for (let channel = 0; channel < 3; channel++) {
          data[i + channel] = background[channel]! + noise + ramp;
        }
      }
      data[i + 3] = 255;
    }
  return { width, height, data };
}
