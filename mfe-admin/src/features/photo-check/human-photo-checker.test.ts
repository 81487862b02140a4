/**
 * The browser wrapper around Human, with Human replaced by a stand-in that answers landmarks in
 * the pixels of whatever canvas it is given: large shots reach the model scaled down, and the
 * result comes back in the shot's own pixels, the same as judging the shot's landmarks directly.
 */
import type { MeshPoint } from './face-landmarks';
import { judgeShot } from './photo-check';
import { makeMesh } from './testing/synthetic-faces';

const noAngle = { angle: { yaw: 0, pitch: 0, roll: 0 } };
/** The face in shot pixels: 300 px between the eyes at (800, 900). */
const shotMesh = (scale: number): MeshPoint[] =>
  makeMesh({ eyeMid: { x: 800 * scale, y: 900 * scale }, eyeDistance: 300 * scale });

const detect = jest.fn(async (input: HTMLCanvasElement) => ({
  // The stand-in sees the face where it is in its input: scaled with the input's width.
  face: [{ mesh: shotMesh(input.width / 1600), rotation: noAngle }],
}));

jest.mock('@vladmandic/human', () => ({
  Human: jest.fn().mockImplementation(() => ({
    init: async () => undefined,
    load: async () => undefined,
    detect,
    env: { wasm: { simd: true, multithread: false } },
    models: { models: {} },
    tf: { getBackend: () => 'wasm', tidy: (run: () => unknown) => run(), zeros: jest.fn() },
  })),
}));
jest.mock('./photo-check-files', () => ({
  modelBasePath: () => '/human-models/',
  wasmPath: () => '/human-models/',
}));

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

beforeEach(() => {
  detect.mockClear();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const pixels = { width: this.width, height: this.height };
    return {
      drawImage: jest.fn(),
      getImageData: () => ({
        ...pixels,
        data: new Uint8ClampedArray(pixels.width * pixels.height * 4).fill(200),
      }),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
});

afterEach(() => jest.restoreAllMocks());

describe('createHumanPhotoChecker', () => {
  it('gives the model a large shot at most 1280 px on the long side and answers in shot pixels', async () => {
    const { createHumanPhotoChecker, modelInputMaxSide } = await import('./human-photo-checker');
    const checker = await createHumanPhotoChecker();
    const shot = canvasOf(1600, 2000);

    const result = await checker.check(shot, 'erwachsene');

    const input = detect.mock.calls[0]![0];
    expect(modelInputMaxSide).toBe(1280);
    expect([input.width, input.height]).toEqual([1024, 1280]);
    const direct = judgeShot(
      [{ mesh: shotMesh(1), rotation: noAngle }],
      { width: 1600, height: 2000, data: new Uint8ClampedArray(1600 * 2000 * 4).fill(200) },
      'erwachsene',
    );
    expect(result.face?.leftEye.x).toBeCloseTo(direct.face!.leftEye.x, 6);
    expect(result.face?.chin.y).toBeCloseTo(direct.face!.chin.y, 6);
    expect(result.proposedCrop?.height).toBeCloseTo(direct.proposedCrop!.height, 6);
    expect(result.criteria.map((c) => [c.id, c.verdict])).toEqual(
      direct.criteria.map((c) => [c.id, c.verdict]),
    );
  });

  it('gives the model a shot up to 1280 px as it is', async () => {
    const { createHumanPhotoChecker } = await import('./human-photo-checker');
    const checker = await createHumanPhotoChecker();
    const shot = canvasOf(1280, 960);
    detect.mockImplementationOnce(async () => ({
      face: [{ mesh: shotMesh(0.5), rotation: noAngle }],
    }));

    const result = await checker.check(shot, 'erwachsene');

    expect(detect.mock.calls[0]![0]).toBe(shot);
    expect(result.face?.leftEye.x).toBeCloseTo(
      judgeShot(
        [{ mesh: shotMesh(0.5), rotation: noAngle }],
        { width: 1280, height: 960, data: new Uint8ClampedArray(1280 * 960 * 4).fill(200) },
        'erwachsene',
      ).face!.leftEye.x,
      6,
    );
  });
});
