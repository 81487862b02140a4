/**
 * Pure criteria on pixel data: background, shadow on the face, sharpness. They take RGBA pixels
 * (ImageData in the browser, a decoded JPEG in tests) and the face geometry, and sample regions
 * in the face's own frame (origin between the eyes, axes along and across the eye line, unit =
 * twice the eyes-to-chin distance), so the regions follow the face whatever its size and tilt.
 */
import { imageThresholds } from './photo-check-thresholds';
import type { CriterionResult, FaceGeometry, Point } from './photo-check-types';
import { formatNumber, lowerBandVerdict, upperBandVerdict, worstVerdict } from './verdict';

/** RGBA, row by row (the layout of ImageData). */
export interface PixelImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

interface FaceFrame {
  origin: Point;
  u: Point;
  v: Point;
  /** Twice the chin's distance below the eyes, px: an adult's face height, the same measure
   *  for every age group (the crown's estimate differs by age, the face itself does not). */
  unit: number;
  /** The crown's position along v, in units (−0.5 for an adult). */
  crownB: number;
}

export function faceFrame(face: FaceGeometry): FaceFrame {
  const origin = {
    x: (face.leftEye.x + face.rightEye.x) / 2,
    y: (face.leftEye.y + face.rightEye.y) / 2,
  };
  const angle = Math.atan2(face.rightEye.y - face.leftEye.y, face.rightEye.x - face.leftEye.x);
  const u = { x: Math.cos(angle), y: Math.sin(angle) };
  const v = { x: -u.y, y: u.x };
  const along = (p: Point) => (p.x - origin.x) * v.x + (p.y - origin.y) * v.y;
  const unit = Math.max(1, 2 * along(face.chin));
  return { origin, u, v, unit, crownB: along(face.crown) / unit };
}

/** Region in face-frame units: a across (−left … +right), b along (−up … +down). */
interface Region {
  a: [number, number];
  b: [number, number];
}

function luminanceAt(image: PixelImage, index: number): number {
  const d = image.data;
  return 0.299 * (d[index] ?? 0) + 0.587 * (d[index + 1] ?? 0) + 0.114 * (d[index + 2] ?? 0);
}

interface RegionStats {
  count: number;
  mean: number;
  spread: number;
  chroma: number;
}

/** Mean and standard deviation of luminance and mean chroma over a region (grid-sampled). */
function regionStats(image: PixelImage, frame: FaceFrame, regions: Region[]): RegionStats {
  let count = 0;
  let sum = 0;
  let sumSquares = 0;
  let chromaSum = 0;
  const steps = 24;
  for (const region of regions)
    for (let i = 0; i < steps; i++)
      for (let j = 0; j < steps; j++) {
        const a = region.a[0] + ((i + 0.5) / steps) * (region.a[1] - region.a[0]);
        const b = region.b[0] + ((j + 0.5) / steps) * (region.b[1] - region.b[0]);
        const x = Math.round(frame.origin.x + (frame.u.x * a + frame.v.x * b) * frame.unit);
        const y = Math.round(frame.origin.y + (frame.u.y * a + frame.v.y * b) * frame.unit);
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
        const index = (y * image.width + x) * 4;
        const lum = luminanceAt(image, index);
        const r = image.data[index] ?? 0;
        const g = image.data[index + 1] ?? 0;
        const bl = image.data[index + 2] ?? 0;
        count++;
        sum += lum;
        sumSquares += lum * lum;
        chromaSum += Math.max(r, g, bl) - Math.min(r, g, bl);
      }
  if (count === 0) return { count, mean: 0, spread: 0, chroma: 0 };
  const mean = sum / count;
  return {
    count,
    mean,
    spread: Math.sqrt(Math.max(0, sumSquares / count - mean * mean)),
    chroma: chromaSum / count,
  };
}

/** Background beside the head and above the crown (room for hair), where it shows in a
 *  35 × 45 mm crop and just outside it. */
export function backgroundRegions(crownB: number): Region[] {
  return [
    { a: [-0.78, -0.52], b: [-0.55, -0.05] },
    { a: [0.52, 0.78], b: [-0.55, -0.05] },
    { a: [-0.3, 0.3], b: [crownB - 0.24, crownB - 0.1] },
  ];
}

export function judgeBackground(image: PixelImage, face: FaceGeometry): CriterionResult {
  const frame = faceFrame(face);
  const stats = regionStats(image, frame, backgroundRegions(frame.crownB));
  const base = { id: 'background', label: 'Hintergrund hell, einfarbig, gleichmäßig' };
  // Too little background in the image to judge: the face fills the frame.
  if (stats.count < 100)
    return {
      ...base,
      verdict: 'amber',
      explanation: 'Neben und über dem Kopf ist zu wenig Hintergrund zu sehen, um ihn zu prüfen.',
      tip: 'Bitte mit etwas mehr Abstand aufnehmen.',
    };
  const t = imageThresholds;
  const light = lowerBandVerdict(stats.mean, t.backgroundLuminance);
  const plain = upperBandVerdict(stats.spread, t.backgroundSpread);
  const neutral = upperBandVerdict(stats.chroma, t.backgroundChroma);
  const verdict = worstVerdict([light, plain, neutral]);
  if (verdict === 'green')
    return {
      ...base,
      verdict,
      explanation: 'Der Hintergrund ist hell, einfarbig und gleichmäßig.',
    };
  if (light !== 'green')
    return {
      ...base,
      verdict,
      explanation: `Der Hintergrund ist zu dunkel (Helligkeit ${formatNumber((stats.mean / 255) * 100)} %).`,
      tip: 'Bitte einen hellen, neutralen Hintergrund verwenden und ihn gut ausleuchten.',
    };
  if (plain !== 'green')
    return {
      ...base,
      verdict,
      explanation: 'Der Hintergrund ist ungleichmäßig (Muster, Gegenstände oder Schatten).',
      tip: 'Bitte vor einer einfarbigen Fläche ohne Muster und Schatten aufnehmen.',
    };
  return {
    ...base,
    verdict,
    explanation: 'Der Hintergrund ist farbig; gewünscht ist ein neutrales Hellgrau oder Weiß.',
    tip: 'Bitte einen neutralen, hellgrauen Hintergrund verwenden.',
  };
}

/** The two halves of the face from the lower forehead to below the nose, without the midline
 *  (in units of the face frame; the cheeks reach about ±0.3, the hairline −0.25). */
export const leftFaceHalf: Region = { a: [-0.22, -0.05], b: [-0.15, 0.22] };
export const rightFaceHalf: Region = { a: [0.05, 0.22], b: [-0.15, 0.22] };

export function judgeShadow(image: PixelImage, face: FaceGeometry): CriterionResult {
  const frame = faceFrame(face);
  const left = regionStats(image, frame, [leftFaceHalf]);
  const right = regionStats(image, frame, [rightFaceHalf]);
  const brighter = Math.max(left.mean, right.mean, 1);
  const imbalance = Math.abs(left.mean - right.mean) / brighter;
  const verdict = upperBandVerdict(imbalance, imageThresholds.shadowImbalance);
  const base = { id: 'shadow', label: 'Keine Schatten im Gesicht', verdict };
  if (verdict === 'green')
    return { ...base, explanation: 'Das Gesicht ist gleichmäßig ausgeleuchtet.' };
  // The darker half as seen in the image; the tip names the person's side (unmirrored photo).
  const darkerImageLeft = left.mean < right.mean;
  return {
    ...base,
    explanation: `Die ${darkerImageLeft ? 'linke' : 'rechte'} Gesichtshälfte (im Bild) ist ${formatNumber(imbalance * 100)} % dunkler als die andere.`,
    tip: 'Bitte das Gesicht von beiden Seiten gleichmäßig ausleuchten (z. B. Aufheller oder zweite Leuchte).',
  };
}

/** Pixels between the eyes' midpoints at which the focus is measured (scale-free measure). */
const focusEyeDistancePx = 64;

/**
 * Variance of the 4-neighbour Laplacian over the face (eyes, nose, mouth), after resampling the
 * face so the eyes are focusEyeDistancePx apart: a sharp face has strong edges at that scale,
 * a blurred one has not, whatever the camera's resolution.
 */
export function focusMeasure(image: PixelImage, face: FaceGeometry): number {
  const frame = faceFrame(face);
  const eyes = Math.hypot(face.rightEye.x - face.leftEye.x, face.rightEye.y - face.leftEye.y);
  const step = Math.max(eyes, 1) / focusEyeDistancePx; // source px per sample
  const size = Math.round(focusEyeDistancePx * 1.6);
  const startA = -size / 2;
  const startB = -size * 0.35;
  const grey = new Float32Array(size * size);
  for (let j = 0; j < size; j++)
    for (let i = 0; i < size; i++) {
      const a = (startA + i) * step;
      const b = (startB + j) * step;
      grey[j * size + i] = bilinearLuminance(
        image,
        frame.origin.x + frame.u.x * a + frame.v.x * b,
        frame.origin.y + frame.u.y * a + frame.v.y * b,
      );
    }
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  for (let j = 1; j < size - 1; j++)
    for (let i = 1; i < size - 1; i++) {
      const c = j * size + i;
      const laplacian =
        (grey[c - 1] ?? 0) +
        (grey[c + 1] ?? 0) +
        (grey[c - size] ?? 0) +
        (grey[c + size] ?? 0) -
        4 * (grey[c] ?? 0);
      sum += laplacian;
      sumSquares += laplacian * laplacian;
      count++;
    }
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}

function bilinearLuminance(image: PixelImage, x: number, y: number): number {
  const cx = Math.min(Math.max(x, 0), image.width - 1);
  const cy = Math.min(Math.max(y, 0), image.height - 1);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(x0 + 1, image.width - 1);
  const y1 = Math.min(y0 + 1, image.height - 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const at = (px: number, py: number) => luminanceAt(image, (py * image.width + px) * 4);
  return (
    at(x0, y0) * (1 - fx) * (1 - fy) +
    at(x1, y0) * fx * (1 - fy) +
    at(x0, y1) * (1 - fx) * fy +
    at(x1, y1) * fx * fy
  );
}

export function judgeSharpness(image: PixelImage, face: FaceGeometry): CriterionResult {
  const focus = focusMeasure(image, face);
  const verdict = lowerBandVerdict(focus, imageThresholds.focusVariance);
  const base = { id: 'sharpness', label: 'Scharf', verdict };
  if (verdict === 'green')
    return { ...base, explanation: `Das Gesicht ist scharf (Schärfemaß ${formatNumber(focus)}).` };
  return {
    ...base,
    explanation: `Das Gesicht ist ${verdict === 'red' ? 'unscharf' : 'nicht ganz scharf'} (Schärfemaß ${formatNumber(focus)}, gut ab ${imageThresholds.focusVariance.green}).`,
    tip: 'Bitte auf die Augen scharfstellen, ruhig halten und bei genug Licht auslösen.',
  };
}

export function judgeImage(image: PixelImage, face: FaceGeometry): CriterionResult[] {
  return [judgeBackground(image, face), judgeShadow(image, face), judgeSharpness(image, face)];
}
