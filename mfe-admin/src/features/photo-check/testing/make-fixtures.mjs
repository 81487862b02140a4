// Makes the small real-face fixtures of the pre-check tests from sample photos that ship inside
// npm packages already installed here (nothing downloaded). Run from the repository root:
//   node mfe-admin/src/features/photo-check/testing/make-fixtures.mjs
// Deterministic; see README.md in this folder for what each image is for.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = path.resolve(here, '../../../../../node_modules');
const read = (file) => jpeg.decode(fs.readFileSync(path.join(modules, file)), { useTArray: true });

/** Bilinear RGB sample, null outside the image. */
function sample(image, x, y) {
  if (x < 0 || y < 0 || x > image.width - 1 || y > image.height - 1) return null;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, image.width - 1);
  const y1 = Math.min(y0 + 1, image.height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const rgb = [0, 0, 0];
  for (let c = 0; c < 3; c++) {
    const at = (px, py) => image.data[(py * image.width + px) * 4 + c];
    rgb[c] =
      at(x0, y0) * (1 - fx) * (1 - fy) +
      at(x1, y0) * fx * (1 - fy) +
      at(x0, y1) * (1 - fx) * fy +
      at(x1, y1) * fx * fy;
  }
  return rgb;
}

/** Renders width × height pixels; `map` gives for each output pixel the source point and how
 *  much of the source to show (0 = only the fill colour). */
function render(source, width, height, fill, map) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const { sx, sy, weight } = map(x + 0.5, y + 0.5);
      const rgb = weight > 0 ? sample(source, sx, sy) : null;
      const w = rgb ? weight : 0;
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++)
        data[i + c] = Math.round((rgb ? rgb[c] : 0) * w + fill[c] * (1 - w));
      data[i + 3] = 255;
    }
  return { width, height, data };
}

function write(name, image, quality = 90) {
  fs.writeFileSync(path.join(here, name), jpeg.encode(image, quality).data);
  console.log(name, image.width, image.height);
}

// --- The portrait: Human's own face-ID screenshot (assets/screenshot-faceid.jpg) shows a
// frontal portrait of its author at x 13–152, y 140–282 (model: eyes at (63, 189) and
// (102, 189), chin at (82, 254)). Everything outside a head ellipse and the shoulders is
// replaced by a plain studio grey, as a backdrop would be; the frame is extended above the head
// with the same grey so a 35 × 45 crop fits; scaled ×3 (bilinear).
const screenshot = read('@vladmandic/human/assets/screenshot-faceid.jpg');
const portraitBox = { left: 13, top: 140, right: 152, bottom: 282 };
const frame = { left: -35, top: 70, right: 200, bottom: 282 };
const scale = 3;
const light = [222, 222, 222];
const dark = [48, 46, 52];

function personWeight(sx, sy) {
  if (
    sx < portraitBox.left ||
    sx > portraitBox.right ||
    sy < portraitBox.top ||
    sy > portraitBox.bottom
  )
    return 0;
  const head = Math.hypot((sx - 82) / 50, (sy - 198) / 60);
  const headWeight = Math.min(1, Math.max(0, (1.06 - head) / 0.06));
  const shoulders = sy >= 246 && sx >= 22 && sx <= 146 ? 1 : 0;
  return Math.max(headWeight, shoulders);
}

function portrait(fill, { rotateDeg = 0, shrink = 1 } = {}) {
  const width = (frame.right - frame.left) * scale;
  const height = (frame.bottom - frame.top) * scale;
  const t = (rotateDeg * Math.PI) / 180;
  return render(screenshot, width, height, fill, (x, y) => {
    // Undo rotation about the centre, then shrinking about the centre, then the ×3 scale.
    const dx = x - width / 2;
    const dy = y - height / 2;
    const rx = (Math.cos(t) * dx + Math.sin(t) * dy) * shrink + width / 2;
    const ry = (-Math.sin(t) * dx + Math.cos(t) * dy) * shrink + height / 2;
    const sx = frame.left + rx / scale;
    const sy = frame.top + ry / scale;
    return { sx, sy, weight: personWeight(sx, sy) };
  });
}

write('passing-portrait.jpg', portrait(light));
write('rotated-20.jpg', portrait(light, { rotateDeg: 20 }));
write('dark-background.jpg', portrait(dark));
write('face-too-small.jpg', portrait(light, { shrink: 4 }));

// --- Two faces: face-api's demo/sample3.jpg, the two women on the left (x 430–1420,
// y 120–760), halved.
const party = read('@vladmandic/face-api/demo/sample3.jpg');
write(
  'two-faces.jpg',
  render(party, 495, 320, light, (x, y) => ({ sx: 430 + x * 2, sy: 120 + y * 2, weight: 1 })),
);
