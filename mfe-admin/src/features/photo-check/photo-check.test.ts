import { judgeShot } from './photo-check';
import type { AgeGroup } from './photo-check-types';
import { makeFace, makeImage as makeSmallImage, makeMesh } from './testing/synthetic-faces';

const noAngle = { angle: { yaw: 0, pitch: 0, roll: 0 } };
/** One face, 120 px between the eyes at (400, 460), as landmarks and as an image. */
const eyeMid = { x: 400, y: 460 };
const mesh = () => makeMesh({ eyeMid, eyeDistance: 120 });
const makeImage = () =>
  makeSmallImage(
    { width: 800, height: 1000 },
    makeFace({ eyeMid, eyeDistance: 120, eyesToChin: 216 }),
  );

describe('judgeShot', () => {
  it('stops at the face count when there is no face or more than one', () => {
    for (const faces of [
      [],
      [
        { mesh: mesh(), rotation: noAngle },
        { mesh: mesh(), rotation: noAngle },
      ],
    ]) {
      const result = judgeShot(faces, makeImage(), 'erwachsene');
      expect(result.criteria.map((c) => c.id)).toEqual(['single-face']);
      expect(result).toMatchObject({ overall: 'red', face: null, proposedCrop: null });
    }
  });

  it.each(['erwachsene', 'kinder-ab-6', 'kinder-unter-6', 'babys'] as AgeGroup[])(
    '%s: judges every criterion of one face and proposes a crop',
    (ageGroup) => {
      const result = judgeShot([{ mesh: mesh(), rotation: noAngle }], makeImage(), ageGroup);
      expect(result.criteria.map((c) => c.id)).toEqual([
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
      ]);
      expect(result.face).not.toBeNull();
      expect(result.proposedCrop?.width).toBeGreaterThan(0);
      // 120 px between the eyes: enough, but under the 300 px wanted for the output.
      expect(result.overall).toBe('amber');
      expect(result.criteria.filter((c) => c.verdict !== 'green').map((c) => c.id)).toEqual([
        'resolution',
      ]);
    },
  );

  it('gives the worst verdict overall and lets babies keep their eyes closed', () => {
    const closed = [
      {
        mesh: makeMesh({ eyeMid, eyeDistance: 120, eyeOpenness: [0.02, 0.02] }),
        rotation: noAngle,
      },
    ];
    expect(judgeShot(closed, makeImage(), 'erwachsene').overall).toBe('red');
    expect(judgeShot(closed, makeImage(), 'babys').overall).toBe('amber');
  });
});
