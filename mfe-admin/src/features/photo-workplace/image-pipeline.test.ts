import { imageFromFile, maxOutputBytes, outputSize, renderCroppedPhoto } from './image-pipeline';

/**
 * jsdom has no canvas: a 2D context double that records the drawing, and toBlob answering with
 * a JPEG whose size falls with the quality, as real encoders do.
 */
const drawn: unknown[][] = [];
const qualities: number[] = [];
let bytesAtQuality: (quality: number) => number;

beforeEach(() => {
  drawn.length = 0;
  qualities.length = 0;
  const context = {
    save: jest.fn(),
    restore: jest.fn(),
    fillRect: jest.fn(),
    translate: jest.fn(),
    scale: jest.fn(),
    rotate: jest.fn(),
    drawImage: (...args: unknown[]) => drawn.push(args),
    fillStyle: '',
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
  };
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation((() => context) as unknown as HTMLCanvasElement['getContext']);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done,
    type,
    quality,
  ) {
    qualities.push(quality as number);
    done(new Blob([new Uint8Array(bytesAtQuality(quality as number))], { type }));
  });
});

afterEach(() => jest.restoreAllMocks());

const crop = { centerX: 1000, centerY: 1300, width: 1400, height: 1800, rotationDeg: 2 };

describe('renderCroppedPhoto', () => {
  it('renders at least 1244 × 1600 pixels as JPEG at the best quality under 1 MB', async () => {
    bytesAtQuality = (quality) => Math.round(quality * 1_100_000);
    const source = document.createElement('canvas');

    const photo = await renderCroppedPhoto(source, crop);

    expect(outputSize).toEqual({ width: 1244, height: 1600 });
    expect(photo.width).toBe(1244);
    expect(photo.height).toBe(1600);
    expect(photo.jpeg.type).toBe('image/jpeg');
    expect(photo.jpeg.size).toBeLessThan(maxOutputBytes);
    // 0.95 and 0.92 give 1.045 and 1.012 MB; 0.9 gives 0.99 MB, the first under 1 MB.
    expect(qualities).toEqual([0.95, 0.92, 0.9]);
    expect(photo.quality).toBe(0.9);
    expect(drawn).toEqual([[source, 0, 0]]);
  });

  it('keeps the best quality when the first file is small enough', async () => {
    bytesAtQuality = () => 400_000;
    const photo = await renderCroppedPhoto(document.createElement('canvas'), crop);
    expect(qualities).toEqual([0.95]);
    expect(photo.quality).toBe(0.95);
  });
});

describe('imageFromFile', () => {
  it('asks the browser to turn the image upright by its EXIF orientation and copies only the pixels', async () => {
    const bitmap = { width: 3000, height: 4000, close: jest.fn() };
    const createImageBitmap = jest.fn().mockResolvedValue(bitmap);
    Object.assign(globalThis, { createImageBitmap });
    const file = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });

    const canvas = await imageFromFile(file);

    expect(createImageBitmap).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
    expect(canvas.width).toBe(3000);
    expect(canvas.height).toBe(4000);
    expect(drawn).toEqual([[bitmap, 0, 0]]);
    expect(bitmap.close).toHaveBeenCalled();
  });
});
