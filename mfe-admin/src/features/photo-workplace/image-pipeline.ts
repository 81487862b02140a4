/**
 * Pixels in, JPEG out: every image of the workplace passes through a canvas, so whatever the
 * camera or file carried (EXIF with GPS, camera serial, thumbnails, colour profiles) never
 * reaches the output. Kept apart from the components so their tests can replace it (jsdom has
 * no canvas).
 */
import { resolution } from '../photo-check/photo-check-thresholds';
import type { CropRect } from '../photo-check/photo-check-types';

/** The photo sent: at least 1244 × 1600 pixels (35 × 45 mm), under 1 MB. */
export const outputSize = { width: resolution.outputWidthPx, height: resolution.outputHeightPx };
export const maxOutputBytes = 1_000_000;
/** Qualities tried from the best down until the file is small enough. */
const jpegQualities = [0.95, 0.92, 0.9, 0.87, 0.84, 0.8, 0.75, 0.7, 0.6, 0.5];

export const acceptedImageTypes = ['image/jpeg', 'image/png'] as const;

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Kein Canvas verfügbar.');
  return context;
}

/** The current frame of the camera, as the camera sees it (the preview is mirrored, the photo is not). */
export function frameFromVideo(video: HTMLVideoElement): HTMLCanvasElement {
  const canvas = canvasOf(video.videoWidth, video.videoHeight);
  context2d(canvas).drawImage(video, 0, 0);
  return canvas;
}

/** A JPEG or PNG file, turned upright by its EXIF orientation, as plain pixels. */
export async function imageFromFile(file: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const canvas = canvasOf(bitmap.width, bitmap.height);
    context2d(canvas).drawImage(bitmap, 0, 0);
    return canvas;
  } finally {
    bitmap.close();
  }
}

/**
 * Draws the crop of `source` into `target` (any size of aspect 35:45), white where the crop
 * leaves the image. Mapping as documented in crop-rules.ts.
 */
export function drawCrop(
  source: HTMLCanvasElement,
  crop: CropRect,
  target: HTMLCanvasElement,
): void {
  const context = context2d(target);
  const scale = crop.width / target.width;
  context.save();
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.width, target.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.translate(target.width / 2, target.height / 2);
  context.scale(1 / scale, 1 / scale);
  context.rotate((-crop.rotationDeg * Math.PI) / 180);
  context.translate(-crop.centerX, -crop.centerY);
  context.drawImage(source, 0, 0);
  context.restore();
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG konnte nicht erzeugt werden.'))),
      'image/jpeg',
      quality,
    ),
  );
}

export interface CroppedPhoto {
  jpeg: Blob;
  width: number;
  height: number;
  quality: number;
}

/** The final photo: the crop at the output size, the best JPEG quality that stays under 1 MB. */
export async function renderCroppedPhoto(
  source: HTMLCanvasElement,
  crop: CropRect,
): Promise<CroppedPhoto> {
  const canvas = canvasOf(outputSize.width, outputSize.height);
  try {
    drawCrop(source, crop, canvas);
    let jpeg: Blob | null = null;
    let used = jpegQualities[0]!;
    for (const quality of jpegQualities) {
      jpeg = await toJpeg(canvas, quality);
      used = quality;
      if (jpeg.size < maxOutputBytes) break;
    }
    return { jpeg: jpeg!, width: canvas.width, height: canvas.height, quality: used };
  } finally {
    releaseCanvas(canvas);
  }
}

/** A small preview of a shot for the list (object URL; revoke it when the shot goes). */
export async function thumbnailUrl(source: HTMLCanvasElement, maxSide = 480): Promise<string> {
  const factor = Math.min(1, maxSide / Math.max(source.width, source.height));
  const canvas = canvasOf(Math.round(source.width * factor), Math.round(source.height * factor));
  context2d(canvas).drawImage(source, 0, 0, canvas.width, canvas.height);
  const blob = await toJpeg(canvas, 0.85);
  releaseCanvas(canvas);
  return URL.createObjectURL(blob);
}

/** Frees a canvas' pixel memory at once (browsers keep it until the element is collected). */
export function releaseCanvas(canvas: HTMLCanvasElement): void {
  canvas.width = 0;
  canvas.height = 0;
}
