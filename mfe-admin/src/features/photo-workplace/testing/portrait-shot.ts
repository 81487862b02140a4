import type { FaceGeometry } from '../../photo-check/photo-check-types';

/** The camera's picture in the workplace tests: 2400 × 3000 px, portrait. */
export const portraitSource = { width: 2400, height: 3000 } as const;

/** A face looking straight at the camera, centred in `portraitSource`. */
export const centredFace: FaceGeometry = {
  leftEye: { x: 1100, y: 1250 },
  rightEye: { x: 1300, y: 1250 },
  chin: { x: 1200, y: 1700 },
  crown: { x: 1200, y: 1000 },
  rollDeg: 0,
  yawDeg: 0,
  pitchDeg: 0,
};
