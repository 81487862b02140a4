import {
  judgeEyesOpen,
  judgeFace,
  judgeFaceCount,
  judgeGaze,
  judgeMouthClosed,
  judgePitch,
  judgeRoll,
  judgeYaw,
  type FaceMeasures,
} from './face-criteria';
import type { AgeGroup, Verdict } from './photo-check-types';
import { makeFace } from './testing/synthetic-faces';

const ageGroups: AgeGroup[] = ['erwachsene', 'kinder-ab-6', 'kinder-unter-6', 'babys'];
const calm: FaceMeasures = { eyeOpenness: 0.3, irisOffset: 0.01, mouthOpenness: 0.02 };

describe('face count', () => {
  it('wants exactly one face', () => {
    expect(judgeFaceCount(1).verdict).toBe('green');
    expect(judgeFaceCount(0)).toMatchObject({
      verdict: 'red',
      explanation: 'Es wurde kein Gesicht erkannt.',
    });
    expect(judgeFaceCount(2)).toMatchObject({
      id: 'single-face',
      verdict: 'red',
      explanation: 'Es wurden 2 Gesichter erkannt; auf dem Passbild darf nur eine Person sein.',
    });
  });
});

describe('head pose per age group', () => {
  // [age group, degrees, expected verdict]: ±5° (yaw, pitch) and ±8° (roll) for adults and
  // children from 6; wider bands, never red, for children under 6 and babies.
  const yawAndPitch: [AgeGroup, number, Verdict][] = [
    ['erwachsene', 4.9, 'green'],
    ['erwachsene', 6, 'amber'],
    ['erwachsene', 12, 'red'],
    ['kinder-ab-6', 5, 'green'],
    ['kinder-ab-6', -7, 'amber'],
    ['kinder-ab-6', -20, 'red'],
    ['kinder-unter-6', 7, 'green'],
    ['kinder-unter-6', 12, 'amber'],
    ['kinder-unter-6', 30, 'amber'],
    ['babys', -8, 'green'],
    ['babys', 30, 'amber'],
  ];
  it.each(yawAndPitch)('%s: yaw %p° is %s', (ageGroup, degrees, verdict) => {
    expect(judgeYaw(makeFace({ yawDeg: degrees }), ageGroup).verdict).toBe(verdict);
  });
  it.each(yawAndPitch)('%s: pitch %p° is %s', (ageGroup, degrees, verdict) => {
    expect(judgePitch(makeFace({ pitchDeg: degrees }), ageGroup).verdict).toBe(verdict);
  });

  const roll: [AgeGroup, number, Verdict][] = [
    ['erwachsene', 8, 'green'],
    ['erwachsene', -10, 'amber'],
    ['erwachsene', 20, 'red'],
    ['kinder-ab-6', 20, 'red'],
    ['kinder-unter-6', 11, 'green'],
    ['kinder-unter-6', 20, 'amber'],
    ['babys', 25, 'amber'],
  ];
  it.each(roll)('%s: roll %p° is %s', (ageGroup, degrees, verdict) => {
    expect(judgeRoll(makeFace({ rollDeg: degrees }), ageGroup).verdict).toBe(verdict);
  });

  it('tells which way to turn, from the person’s view', () => {
    // Nose towards the image's right = the person turned to their left: turn to the right.
    expect(judgeYaw(makeFace({ yawDeg: 9 }), 'erwachsene')).toMatchObject({
      explanation: 'Der Kopf ist um 9° zur Seite gedreht; erlaubt sind ±5°.',
      tip: 'Bitte den Kopf etwas nach rechts drehen.',
    });
    expect(judgeYaw(makeFace({ yawDeg: -9 }), 'erwachsene').tip).toBe(
      'Bitte den Kopf etwas nach links drehen.',
    );
    expect(judgePitch(makeFace({ pitchDeg: 9 }), 'erwachsene').tip).toBe(
      'Bitte das Kinn etwas senken.',
    );
    expect(judgePitch(makeFace({ pitchDeg: -9 }), 'erwachsene').tip).toBe(
      'Bitte das Kinn etwas anheben.',
    );
    expect(judgeRoll(makeFace({ rollDeg: 15 }), 'erwachsene').tip).toBe(
      'Bitte den Kopf gerade halten, nicht zur linken Schulter neigen.',
    );
    expect(judgeYaw(makeFace({ yawDeg: 2 }), 'erwachsene').tip).toBeUndefined();
  });
});

describe('eyes, gaze and mouth per age group', () => {
  const closedEyes = { ...calm, eyeOpenness: 0.05 };
  const halfOpen = { ...calm, eyeOpenness: 0.14 };
  it.each([
    ['erwachsene', 'red', 'amber'],
    ['kinder-ab-6', 'red', 'amber'],
    ['kinder-unter-6', 'amber', 'amber'],
    ['babys', 'green', 'green'],
  ] as [AgeGroup, Verdict, Verdict][])(
    '%s: closed eyes %s, half-open %s',
    (ageGroup, closed, half) => {
      expect(judgeEyesOpen(calm, ageGroup).verdict).toBe('green');
      expect(judgeEyesOpen(closedEyes, ageGroup).verdict).toBe(closed);
      expect(judgeEyesOpen(halfOpen, ageGroup).verdict).toBe(half);
    },
  );

  it('says that babies may close their eyes and move their face', () => {
    expect(judgeEyesOpen(closedEyes, 'babys').explanation).toBe(
      'Bei Babys unter 1 Jahr dürfen die Augen geschlossen sein.',
    );
    expect(judgeMouthClosed({ ...calm, mouthOpenness: 0.4 }, 'babys').explanation).toBe(
      'Bei Babys unter 1 Jahr ist der Gesichtsausdruck frei.',
    );
  });

  it.each([
    ['erwachsene', 'red'],
    ['kinder-ab-6', 'red'],
    ['kinder-unter-6', 'amber'],
    ['babys', 'amber'],
  ] as [AgeGroup, Verdict][])('%s: eyes looking aside are %s', (ageGroup, verdict) => {
    expect(judgeGaze(calm, ageGroup).verdict).toBe('green');
    expect(judgeGaze({ ...calm, irisOffset: 0.08 }, ageGroup).verdict).toBe('amber');
    expect(judgeGaze({ ...calm, irisOffset: 0.2 }, ageGroup)).toMatchObject({
      verdict,
      tip: 'Bitte direkt in das Objektiv schauen.',
    });
  });

  it.each([
    ['erwachsene', 'red'],
    ['kinder-ab-6', 'red'],
    ['kinder-unter-6', 'amber'],
    ['babys', 'green'],
  ] as [AgeGroup, Verdict][])('%s: an open mouth is %s', (ageGroup, verdict) => {
    expect(judgeMouthClosed(calm, ageGroup).verdict).toBe('green');
    expect(judgeMouthClosed({ ...calm, mouthOpenness: 0.3 }, ageGroup).verdict).toBe(verdict);
  });

  it.each(ageGroups)('%s: a calm frontal face is all green', (ageGroup) => {
    const criteria = judgeFace(makeFace(), calm, ageGroup);
    expect(criteria.map((c) => c.id)).toEqual([
      'yaw',
      'pitch',
      'roll',
      'eyes-open',
      'gaze',
      'mouth-closed',
    ]);
    expect(criteria.every((c) => c.verdict === 'green')).toBe(true);
  });
});
