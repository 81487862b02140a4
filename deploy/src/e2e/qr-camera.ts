import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags } from './chromium';

const width = 640;
const height = 480;
/** Luma (BT.601 studio range, as Chromium reads y4m) of the desk, the paper and the ink. */
const deskGrey = 90;
const paperWhite = 235;
const inkBlack = 16;
/** Light modules around the symbol, as on the printed receipt. */
const quietZone = 4;

/**
 * One 640 × 480 YUV 4:2:0 frame (Chromium's fake camera repeats it) of a printed receipt on a
 * desk: a sheet of paper with a few lines of text and the QR code of `text`. Grey only (the
 * chroma planes are neutral), a few hundred kilobytes.
 */
export function receiptFrame(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const symbol = modules.size + 2 * quietZone;
  // As large as fits the paper (the code of a local test site: 41 modules, 5 px each).
  const modulePx = Math.floor(280 / symbol);
  const qrPx = symbol * modulePx;
  const paper = { left: 170, top: 20, width: 300, height: 440 };
  const qrLeft = paper.left + Math.floor((paper.width - qrPx) / 2);
  const qrTop = paper.top + paper.height - qrPx - 10;
  const luma = Buffer.alloc(width * height, deskGrey);
  const fill = (left: number, top: number, w: number, h: number, value: number) => {
    for (let y = top; y < top + h; y++) luma.fill(value, y * width + left, y * width + left + w);
  };
  fill(paper.left, paper.top, paper.width, paper.height, paperWhite);
  // Lines of print above the code (studio, date, "gültig bis"), as dark bars.
  for (const [line, length] of [200, 150, 230, 120].entries()) {
    fill(paper.left + 30, paper.top + 16 + line * 14, length, 6, 70);
  }
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const x = qrLeft + (column + quietZone) * modulePx;
      const y = qrTop + (row + quietZone) * modulePx;
      fill(x, y, modulePx, modulePx, inkBlack);
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  return Buffer.concat([header, luma, chroma]);
}

/** A browser of its own whose fake camera shows `frame`; closing it removes the frame's file. */
export interface CameraBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * A second Chromium for one test, whose fake camera shows a receipt with the QR code of `text`.
 * The run's shared browser keeps its own camera file (the photo workplace's portrait): a
 * browser's fake camera is fixed by a launch flag, and a code made during the test (it names
 * the test site's port and a fresh key) cannot be in a file prepared before the run.
 */
export async function launchReceiptCamera(
  executablePath: string,
  text: string,
): Promise<CameraBrowser> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-camera-'));
  const file = path.join(directory, 'receipt.y4m');
  await fs.writeFile(file, receiptFrame(text));
  try {
    const browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [
        ...chromiumFlags,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${file}`,
      ],
    });
    return {
      browser,
      async close() {
        await browser.close();
        await fs.rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.rm(directory, { recursive: true, force: true });
    throw error;
  }
}
