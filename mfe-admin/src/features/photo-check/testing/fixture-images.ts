/** Loads the fixture JPEGs of this folder as RGBA pixels (what a canvas gives in the browser). */
import fs from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import type { PixelImage } from '../image-criteria';

export const fixtureNames = [
  'passing-portrait',
  'rotated-20',
  'dark-background',
  'face-too-small',
  'two-faces',
] as const;
export type FixtureName = (typeof fixtureNames)[number];

export function readFixture(name: FixtureName): PixelImage {
  const decoded = jpeg.decode(fs.readFileSync(path.join(__dirname, `${name}.jpg`)), {
    useTArray: true,
    formatAsRGBA: true,
  });
  return { width: decoded.width, height: decoded.height, data: decoded.data };
}

/** RGB bytes, row by row, for a tensor of shape [height, width, 3]. */
export function rgbBytes(image: PixelImage): Uint8Array {
  const rgb = new Uint8Array(image.width * image.height * 3);
  for (let i = 0, j = 0; i < image.data.length; i += 4) {
    rgb[j++] = image.data[i] ?? 0;
    rgb[j++] = image.data[i + 1] ?? 0;
    rgb[j++] = image.data[i + 2] ?? 0;
  }
  return rgb;
}
