import {
  focusMeasure,
  judgeBackground,
  judgeImage,
  judgeSharpness,
  judgeShadow,
} from './image-criteria';
import { imageThresholds } from './photo-check-thresholds';
import { imageFace, makeImage } from './testing/synthetic-faces';

describe('background (light, plain, even, neutral)', () => {
  it('accepts a light grey studio backdrop', () => {
    expect(judgeBackground(makeImage(), imageFace)).toMatchObject({
      id: 'background',
      verdict: 'green',
      explanation: 'Der Hintergrund ist hell, einfarbig und gleichmäßig.',
    });
  });

  it.each([
    [[140, 140, 140], 'amber'],
    [[60, 60, 60], 'red'],
  ] as const)('a backdrop of %p is too dark: %s', (background, verdict) => {
    const result = judgeBackground(makeImage({ background: [...background] }), imageFace);
    expect(result.verdict).toBe(verdict);
    expect(result.explanation).toMatch(/^Der Hintergrund ist zu dunkel \(Helligkeit \d+ %\)\.$/);
    expect(result.tip).toBe(
      'Bitte einen hellen, neutralen Hintergrund verwenden und ihn gut ausleuchten.',
    );
  });

  it('refuses a patterned background', () => {
    const result = judgeBackground(makeImage({ backgroundNoise: 90 }), imageFace);
    expect(result).toMatchObject({
      verdict: 'red',
      explanation: 'Der Hintergrund ist ungleichmäßig (Muster, Gegenstände oder Schatten).',
    });
  });

  it('finds a strong brightness gradient (a shadow on the backdrop) uneven', () => {
    const result = judgeBackground(
      makeImage({ background: [190, 190, 190], backgroundRamp: 60 }),
      imageFace,
    );
    expect(result.verdict).not.toBe('green');
    expect(result.explanation).toBe(
      'Der Hintergrund ist ungleichmäßig (Muster, Gegenstände oder Schatten).',
    );
  });

  it('asks for a neutral colour instead of a coloured backdrop', () => {
    const result = judgeBackground(makeImage({ background: [150, 210, 250] }), imageFace);
    expect(result).toMatchObject({
      verdict: 'red',
      tip: 'Bitte einen neutralen, hellgrauen Hintergrund verwenden.',
    });
  });

  it('cannot judge when the face fills the whole image', () => {
    const crop = { ...imageFace };
    const result = judgeBackground(makeImage({ width: 160, height: 220 }, imageFace), {
      ...crop,
      leftEye: { x: 50, y: 100 },
      rightEye: { x: 110, y: 100 },
      chin: { x: 80, y: 210 },
      crown: { x: 80, y: -10 },
    });
    expect(result.verdict).toBe('amber');
  });
});

describe('shadow across the face', () => {
  it.each([
    [1, 'green'],
    [0.85, 'green'],
    [0.7, 'amber'],
    [0.45, 'red'],
  ] as const)('right half at %p of the light: %s', (light, verdict) => {
    expect(judgeShadow(makeImage({ rightHalfLight: light }), imageFace).verdict).toBe(verdict);
  });

  it('names the darker half', () => {
    expect(judgeShadow(makeImage({ rightHalfLight: 0.45 }), imageFace).explanation).toBe(
      'Die rechte Gesichtshälfte (im Bild) ist 55 % dunkler als die andere.',
    );
  });
});

describe('sharpness (variance of the Laplacian at a fixed face scale)', () => {
  it('is high for fine detail and low for a smooth (blurred) face', () => {
    const sharp = focusMeasure(makeImage({ faceTexture: 40 }), imageFace);
    const soft = focusMeasure(makeImage({ faceTexture: 0 }), imageFace);
    expect(sharp).toBeGreaterThan(imageThresholds.focusVariance.green);
    expect(soft).toBeLessThan(imageThresholds.focusVariance.amber);
  });

  it('does not depend on the camera resolution', () => {
    // Same face at twice the size: the checker cells double, the face frame doubles too.
    const small = focusMeasure(makeImage({ faceTexture: 40 }), imageFace);
    const scale = (p: { x: number; y: number }) => ({ x: p.x * 2, y: p.y * 2 });
    const bigFace = {
      ...imageFace,
      leftEye: scale(imageFace.leftEye),
      rightEye: scale(imageFace.rightEye),
      chin: scale(imageFace.chin),
      crown: scale(imageFace.crown),
    };
    const big = makeImage({ width: 800, height: 1000 }, bigFace);
    // Cells are 2 px in both images, so the big one has twice as fine detail relative to the
    // face; the measure stays in the same verdict band.
    expect(judgeSharpness(big, bigFace).verdict).toBe('green');
    expect(small).toBeGreaterThan(imageThresholds.focusVariance.green);
  });

  it.each([
    [40, 'green'],
    [6, 'amber'],
    [0, 'red'],
  ] as const)('texture amplitude %p: %s', (faceTexture, verdict) => {
    const result = judgeSharpness(makeImage({ faceTexture }), imageFace);
    expect(result.verdict).toBe(verdict);
  });

  it('judges all three image criteria of a good shot green', () => {
    expect(judgeImage(makeImage(), imageFace).map((c) => [c.id, c.verdict])).toEqual([
      ['background', 'green'],
      ['shadow', 'green'],
      ['sharpness', 'green'],
    ]);
  });
});
