import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { ensureBuilt } from '../build/ensure-built';
import { chromiumFlags, findChromium, sharedBrowserVariable } from './chromium';
import { publishReleaseTemplate, releaseTemplateVariable } from './release-template';

/** A recorded portrait some browser tests use as the camera; optional for the others. */
export const fakeCameraFile = path.join(__dirname, 'fixtures', 'fake-camera.y4m');

declare global {
  var bildboteBrowserServer: BrowserServer | undefined;
}

/**
 * Once per run, before any browser test file: the production build (only what changed since
 * the last one), published once into a release store each test file's site links to, and one
 * Chromium that every test file connects to instead of starting its own.
 * The browser answers camera requests with a fake device, so the photo workplace can be tested.
 */
export default async function startBrowserTests(): Promise<void> {
  await ensureBuilt((line) => process.stdout.write(`${line}\n`));
  process.env[releaseTemplateVariable] = await publishReleaseTemplate();
  const executablePath = findChromium();
  if (!executablePath) return;
  const camera = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
  if (fs.existsSync(fakeCameraFile))
    camera.push(`--use-file-for-fake-video-capture=${fakeCameraFile}`);
  const server = await chromium.launchServer({
    executablePath,
    args: [...chromiumFlags, ...camera],
    headless: true,
  });
  globalThis.bildboteBrowserServer = server;
  process.env[sharedBrowserVariable] = server.wsEndpoint();
}
