import { faceGeometryFromModel, faceMeasuresFromMesh } from './face-landmarks';
import type { AgeGroup } from './photo-check-types';
import { makeMesh } from './testing/synthetic-faces';

const noAngle = { angle: { yaw: 0, pitch: 0, roll: 0 } };

describe('faceMeasuresFromMesh', () => {
  it('measures open eyes, a straight gaze and a closed mouth', () => {
    const measures = faceMeasuresFromMesh(makeMesh());
    expect(measures.eyeOpenness).toBeCloseTo(0.3, 6);
    expect(measures.irisOffset).toBeCloseTo(0, 6);
    expect(measures.mouthOpenness).toBeCloseTo(0.02, 6);
  });

  it('takes the less open eye (one closed eye is a blink)', () => {
    expect(faceMeasuresFromMesh(makeMesh({ eyeOpenness: [0.3, 0.05] })).eyeOpenness).toBeCloseTo(
      0.05,
      6,
    );
  });

  it('measures the irises’ common shift, whatever the head’s tilt', () => {
    expect(faceMeasuresFromMesh(makeMesh({ gaze: { x: 0.15, y: 0 } })).irisOffset).toBeCloseTo(
      0.15,
      6,
    );
    expect(
      faceMeasuresFromMesh(makeMesh({ gaze: { x: 0, y: -0.12 }, rollDeg: 15 })).irisOffset,
    ).toBeCloseTo(0.12, 6);
  });

  it('measures an open mouth', () => {
    expect(faceMeasuresFromMesh(makeMesh({ mouthOpenness: 0.3 })).mouthOpenness).toBeCloseTo(
      0.3,
      6,
    );
  });
});

describe('faceGeometryFromModel', () => {
  it('takes the pupils as eyes, sorted by image side, and the roll from them', () => {
    const geometry = faceGeometryFromModel(
      { mesh: makeMesh({ rollDeg: 10 }), rotation: noAngle },
      'erwachsene',
    );
    expect(geometry.leftEye.x).toBeLessThan(geometry.rightEye.x);
    expect(geometry.rollDeg).toBeCloseTo(10, 6);
  });

  it.each([
    ['erwachsene', 1],
    ['kinder-ab-6', 1.1],
    ['kinder-unter-6', 1.3],
    ['babys', 1.5],
  ] as [AgeGroup, number][])(
    '%s: the crown lies %p × the chin’s distance above the eyes',
    (ageGroup, ratio) => {
      const geometry = faceGeometryFromModel({ mesh: makeMesh(), rotation: noAngle }, ageGroup);
      const eyesY = (geometry.leftEye.y + geometry.rightEye.y) / 2;
      expect((eyesY - geometry.crown.y) / (geometry.chin.y - eyesY)).toBeCloseTo(ratio, 6);
    },
  );

  it('turns the model’s angles into degrees with the documented signs', () => {
    const toRight = faceGeometryFromModel(
      {
        mesh: makeMesh({ noseShift: 8 }),
        rotation: { angle: { yaw: -0.2, pitch: -0.1, roll: 0 } },
      },
      'erwachsene',
    );
    // Nose right of the cheeks: positive yaw, whatever sign the model gives it.
    expect(toRight.yawDeg).toBeCloseTo(11.46, 2);
    // Human's negative pitch = chin nearer the camera = head raised = positive here.
    expect(toRight.pitchDeg).toBeCloseTo(5.73, 2);
    const toLeft = faceGeometryFromModel(
      { mesh: makeMesh({ noseShift: -8 }), rotation: { angle: { yaw: 0.2, pitch: 0.1, roll: 0 } } },
      'erwachsene',
    );
    expect(toLeft.yawDeg).toBeCloseTo(-11.46, 2);
    expect(toLeft.pitchDeg).toBeCloseTo(-5.73, 2);
  });
});
