import { cropOutsideShare, eyeDistancePx, judgeCrop, proposeCrop, toCropMm } from './crop-rules';
import type { AgeGroup, CriterionResult, CropRect, Verdict } from './photo-check-types';
import { makeFace } from './testing/synthetic-faces';

const byId = (criteria: CriterionResult[], id: string) => {
  const found = criteria.find((c) => c.id === id);
  if (!found) throw new Error(`criterion ${id} missing`);
  return found;
};
const ageGroups: AgeGroup[] = ['erwachsene', 'kinder-ab-6', 'kinder-unter-6', 'babys'];

/** A crop scaled about its centre (zoom > 1 shows less, the face gets bigger). */
const zoomed = (crop: CropRect, zoom: number): CropRect => ({
  ...crop,
  width: crop.width / zoom,
  height: crop.height / zoom,
});

describe('proposeCrop', () => {
  it('frames a 35 × 45 crop with a 34 mm face, crown 4 mm below the top, eyes on the centre line', () => {
    const face = makeFace();
    const crop = proposeCrop(face, 3000, 4000);
    expect(crop.width / crop.height).toBeCloseTo(35 / 45, 6);
    expect(crop.rotationDeg).toBeCloseTo(0, 6);
    expect(toCropMm(face.chin, crop).y - toCropMm(face.crown, crop).y).toBeCloseTo(34, 6);
    expect(toCropMm(face.crown, crop).y).toBeCloseTo(4, 6);
    expect(toCropMm(face.leftEye, crop).x + toCropMm(face.rightEye, crop).x).toBeCloseTo(35, 6);
    // Adult proportions: eyes halfway between crown and chin, 21 mm below the top edge.
    expect(toCropMm(face.leftEye, crop).y).toBeCloseTo(21, 6);
  });

  it('turns with a tilted head so the eyes come out horizontal', () => {
    const face = makeFace({ rollDeg: 12 });
    const crop = proposeCrop(face, 3000, 4000);
    expect(crop.rotationDeg).toBeCloseTo(12, 6);
    expect(toCropMm(face.leftEye, crop).y).toBeCloseTo(toCropMm(face.rightEye, crop).y, 6);
    expect(toCropMm(face.chin, crop).y - toCropMm(face.crown, crop).y).toBeCloseTo(34, 6);
  });

  it.each(ageGroups)('%s: the proposal passes every geometry criterion', (ageGroup) => {
    const face = makeFace({ crownRatio: ageGroup === 'babys' ? 1.5 : 1 });
    const criteria = judgeCrop(face, proposeCrop(face, 3000, 4000), ageGroup, {
      width: 3000,
      height: 4000,
    });
    expect(criteria.map((c) => [c.id, c.verdict])).toEqual([
      ['face-height', 'green'],
      ['eyes-centred', 'green'],
      ['resolution', 'green'],
      ['crop-area', 'green'],
    ]);
  });

  it('stays inside the image when the face is near an edge, and says the face is then off centre', () => {
    const face = makeFace({ eyeMid: { x: 400, y: 1000 } });
    const crop = proposeCrop(face, 3000, 4000);
    expect(cropOutsideShare(crop, 3000, 4000)).toBe(0);
    const criteria = judgeCrop(face, crop, 'erwachsene', { width: 3000, height: 4000 });
    expect(byId(criteria, 'eyes-centred')).toMatchObject({
      verdict: 'red',
      tip: 'Bitte den Ausschnitt nach links verschieben.',
    });
  });
});

describe('judgeCrop: face height per age group', () => {
  // Zoom changes the face height: 34 mm × zoom. Adults 32–36 (amber 31–37); children up to
  // 10 years 22–36 (refused below 17 or above 40).
  const cases: [AgeGroup, number, Verdict][] = [
    ['erwachsene', 33 / 34, 'green'],
    ['erwachsene', 31.5 / 34, 'amber'],
    ['erwachsene', 30 / 34, 'red'],
    ['erwachsene', 38 / 34, 'red'],
    ['kinder-ab-6', 30 / 34, 'green'],
    ['kinder-ab-6', 20 / 34, 'amber'],
    ['kinder-ab-6', 16 / 34, 'red'],
    ['kinder-unter-6', 23 / 34, 'green'],
    ['kinder-unter-6', 39 / 34, 'amber'],
    ['babys', 22 / 34, 'green'],
    ['babys', 41 / 34, 'red'],
  ];
  it.each(cases)('%s: zoom %p gives %s', (ageGroup, zoom, verdict) => {
    const face = makeFace();
    const crop = zoomed(proposeCrop(face, 4000, 5000), zoom);
    expect(byId(judgeCrop(face, crop, ageGroup), 'face-height').verdict).toBe(verdict);
  });

  it('names the measured height and the way to fix it', () => {
    const face = makeFace();
    const crop = zoomed(proposeCrop(face, 4000, 5000), 30 / 34);
    expect(byId(judgeCrop(face, crop, 'erwachsene'), 'face-height')).toMatchObject({
      explanation: '30,0 mm von 45 mm; vorgeschrieben sind 32–36 mm.',
      tip: 'Bitte den Ausschnitt verkleinern (näher heranzoomen).',
    });
  });
});

describe('judgeCrop: eyes horizontal and centred', () => {
  const face = makeFace();
  const base = proposeCrop(face, 4000, 5000);
  const mm = base.height / 45;

  it('reports a slanted eye line for a crop rotated against the eyes', () => {
    const criteria = judgeCrop(face, { ...base, rotationDeg: 6 }, 'erwachsene');
    expect(byId(criteria, 'eyes-centred')).toMatchObject({
      verdict: 'red',
      explanation: 'Die Augenlinie ist um 6,0° schräg.',
      tip: 'Bitte den Ausschnitt gegen den Uhrzeigersinn drehen.',
    });
    expect(
      byId(judgeCrop(face, { ...base, rotationDeg: 1.5 }, 'erwachsene'), 'eyes-centred').verdict,
    ).toBe('green');
  });

  it.each([
    ['erwachsene', 1, 'green'],
    ['erwachsene', 2, 'amber'],
    ['erwachsene', 4, 'red'],
    ['kinder-ab-6', 4, 'red'],
    ['kinder-unter-6', 2, 'green'],
    ['kinder-unter-6', 6, 'amber'],
    ['babys', 8, 'amber'],
  ] as [AgeGroup, number, Verdict][])(
    '%s: eyes %p mm off centre are %s',
    (ageGroup, offsetMm, verdict) => {
      // Moving the crop right puts the face left of the centre.
      const crop = { ...base, centerX: base.centerX + offsetMm * mm };
      expect(byId(judgeCrop(face, crop, ageGroup), 'eyes-centred').verdict).toBe(verdict);
    },
  );

  it('checks the height of the eye line (13.5–22.5 mm below the top edge)', () => {
    const low = judgeCrop(face, { ...base, centerY: base.centerY - 4 * mm }, 'erwachsene');
    expect(byId(low, 'eyes-centred')).toMatchObject({
      verdict: 'red',
      explanation: 'Die Augen liegen 25,0 mm unter der Oberkante; vorgesehen sind 13,5–22,5 mm.',
      tip: 'Bitte den Ausschnitt nach unten verschieben.',
    });
  });
});

describe('judgeCrop: resolution and crop area', () => {
  it.each([
    [400, 'green'],
    [300, 'green'],
    [150, 'amber'],
    [90, 'amber'],
    [60, 'red'],
  ] as [number, Verdict][])('eye distance %p px is %s', (eyeDistance, verdict) => {
    const face = makeFace({ eyeDistance });
    expect(eyeDistancePx(face)).toBeCloseTo(eyeDistance, 6);
    const criteria = judgeCrop(face, proposeCrop(face, 5000, 5000), 'erwachsene');
    expect(byId(criteria, 'resolution').verdict).toBe(verdict);
  });

  it('reports a crop that reaches beyond the image', () => {
    const face = makeFace({ eyeMid: { x: 300, y: 300 } });
    const crop = proposeCrop(face, 600, 800);
    const criteria = judgeCrop(face, crop, 'erwachsene', { width: 600, height: 800 });
    expect(byId(criteria, 'crop-area')).toMatchObject({
      verdict: 'red',
      tip: 'Bitte mit mehr Abstand aufnehmen, sodass Kopf und Schultern mit Rand ins Bild passen.',
    });
  });
});
