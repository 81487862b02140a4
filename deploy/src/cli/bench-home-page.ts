/**
 * Benchmark of the home page `/` of the composed site (`npm run bench`, issue 3):
 * 1. the JavaScript and CSS a visitor's Chromium transfers before the first interaction (bytes
 *    on the wire, as the gateway sends them compressed), which remotes it loads, and what the
 *    first interaction adds;
 * 2. the time from a first tap on "Fotografen finden" until the finder shows, and the main
 *    thread's blocking while `/`, `/Fotografenportal`, `/blog` and the blog's first article load
 *    and start at the first interaction, at 4x CPU slowdown (median of several loads);
 * 3. Lighthouse's performance score and LCP with the system Chromium (CHROME_PATH), for the
 *    mobile defaults (simulated slow 4G, 4x CPU slowdown) and the desktop preset, on `/`,
 *    `/Fotografenportal`, `/blog` and the blog's first article (issue 22's pages).
 * Prints figures only; nothing here asserts on them. Goals (issue 22): at most 120 KB gzip of
 * JavaScript in at most 8 script requests, score at least 98 and LCP at most 1.5 s (mobile).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { consentStorageKey, defaultConsentChoices } from 'shared-ui/consent/cookie-consent';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import { chromiumFlags, findChromium, launchChromium, openLocalPage } from '../e2e/chromium';
import { startTestSite } from '../e2e/test-site';
import { testSwitches } from 'api/src/kernel/testing/test-config';
import { median } from './bench-helpers';

const execFileAsync = promisify(execFile);

const javascriptGoalKb = 120;
const scriptRequestsGoal = 8;
const scoreGoal = 98;
const lcpGoalMs = 1500;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Bytes of one kind of asset: as sent (brotli), as gzip would send them, and unpacked. */
interface Bytes {
  wire: number;
  gzip: number;
  raw: number;
  /** How many files (each one request). */
  requests: number;
}

interface Transfer {
  script: Bytes;
  stylesheet: Bytes;
  remotes: Set<string>;
  /** Each script with its gzip size, to see where the bytes go. */
  files: Array<{ path: string; gzip: number }>;
}

/** gzip at the level of the build's `.gz` files (deploy/webpack/precompress-plugin.ts). */
const gzipSize = (body: Buffer) =>
  zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }).length;

const emptyTransfer = (): Transfer => ({
  script: { wire: 0, gzip: 0, raw: 0, requests: 0 },
  stylesheet: { wire: 0, gzip: 0, raw: 0, requests: 0 },
  files: [],
  remotes: new Set(),
});

/** Resolves once no request has been open for `quietMs` (after the page's own start). */
async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let open = 0;
  let last = Date.now();
  const opened = () => {
    open += 1;
  };
  const closed = () => {
    open -= 1;
    last = Date.now();
  };
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  // The first request of the start comes within a moment of the interaction.
  await page.waitForTimeout(quietMs);
  while (open > 0 || Date.now() - last < quietMs) await page.waitForTimeout(50);
  page.off('request', opened);
  page.off('requestfinished', closed);
  page.off('requestfailed', closed);
}

/**
 * What `/` costs a first visitor who has not touched the page yet, and what the first touch
 * (the pointer moving over the page) loads on top of it: the application.
 */
async function measureTransfer(
  chromiumPath: string,
  url: string,
): Promise<{ untouched: Transfer; started: Transfer }> {
  const browser = await launchChromium(chromiumPath);
  const page = await openLocalPage(browser);
  let transfer = emptyTransfer();
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const into = transfer;
    const remote = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (remote) into.remotes.add(remote);
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
        into[type].wire += sizes.responseBodySize;
        into[type].gzip += gzipSize(body);
        into[type].raw += body.length;
        into[type].requests += 1;
        if (type === 'script') {
          into.files.push({ path: new URL(request.url()).pathname, gzip: gzipSize(body) });
        }
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const untouched = transfer;
  transfer = emptyTransfer();
  await page.mouse.move(40, 40);
  await networkQuiet(page);
  await Promise.all(pending);
  await browser.close();
  return { untouched, started: transfer };
}

const firstTapLoads = 5;

/** The CPU slowdown Lighthouse's mobile preset assumes. */
const cpuSlowdown = 4;

/** A page whose CPU runs `cpuSlowdown` times slower (DevTools emulation), as on a phone. */
async function openSlowedPage(browser: Browser): Promise<Page> {
  const page = await openLocalPage(browser);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

/**
 * From a tap on "Fotografen finden" on the untouched `/` of a returning visitor until the
 * finder's heading shows, at 4x CPU slowdown (median of five loads): the start script holds the tap, loads the application
 * and hands the tap on once the page has hydrated; the finder then loads its own remote.
 */
async function measureFirstTap(browser: Browser, url: string): Promise<number> {
  const durations: number[] = [];
  for (let load = 0; load < firstTapLoads; load += 1) {
    const page = await openSlowedPage(browser);
    // A returning visitor: the cookie banner (a first visitor's) would cover the button.
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      consentStorageKey,
      JSON.stringify({ ...defaultConsentChoices, decidedAt: new Date().toISOString() }),
    ] as const);
    await page.goto(url, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Fotografen finden' });
    const box = await button.boundingBox();
    if (!box) throw new Error('„Fotografen finden“ ist nicht zu sehen.');
    const started = Date.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page
      .getByRole('region', { name: 'Fotografensuche' })
      .getByRole('heading')
      .first()
      .waitFor();
    durations.push(Date.now() - started);
    await page.context().close();
  }
  return median(durations);
}

function describeTransfer(transfer: Transfer) {
  console.log(`  JavaScript ${describeBytes(transfer.script)}`);
  console.log(`  CSS ${describeBytes(transfer.stylesheet)}`);
  console.log(`  geladene Remotes: ${[...transfer.remotes].sort().join(', ') || 'keine'}`);
  for (const file of transfer.files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}`);
  }
}

const describeBytes = (bytes: Bytes) =>
  `${kb(bytes.gzip)} gzip (${kb(bytes.wire)} brotli übertragen, entpackt ${kb(bytes.raw)})` +
  ` in ${bytes.requests} Dateien`;

interface LighthouseFigures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseReport {
  runtimeError?: { message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

/**
 * Lighthouse's CLI in a plain Node process: run in-process under tsx, the helpers esbuild adds to
 * every function (`__name`) travel along into the functions Lighthouse evaluates in the page.
 */
async function runLighthouse(
  chromiumPath: string,
  url: string,
  preset: 'mobile' | 'desktop',
): Promise<LighthouseFigures> {
  const cli = createRequire(__filename).resolve('lighthouse/cli/index.js');
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${chromiumFlags.join(' ')}`,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const blockingLoads = 6;
/** A task longer than this blocks input (the definition Lighthouse's TBT uses). */
const longTaskMs = 50;

/**
 * Main-thread blocking while a page starts, as a phone would feel it: Chromium with the CPU
 * slowed down 4x (DevTools emulation, as Lighthouse's mobile preset assumes), the parts of long
 * tasks above 50 ms summed from navigation until the network is idle after the first interaction
 * (the pointer moving over the page starts the application), median of six loads.
 * Lighthouse's own TBT is simulated from one load and varies here from run to run more than the
 * changes it should show.
 */
async function measureBlocking(browser: Browser, url: string) {
  const sums: number[] = [];
  const longest: number[] = [];
  for (let load = 0; load < blockingLoads; load += 1) {
    const page = await openSlowedPage(browser);
    await page.addInitScript(() => {
      const durations: number[] = [];
      Object.assign(window, { benchLongTasks: durations });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The application starts at the first interaction: its cost belongs to the figure.
    await page.mouse.move(40, 40);
    await networkQuiet(page);
    const durations = await page.evaluate(
      () => (window as unknown as { benchLongTasks: number[] }).benchLongTasks,
    );
    sums.push(durations.reduce((sum, duration) => sum + Math.max(0, duration - longTaskMs), 0));
    longest.push(Math.max(0, ...durations));
    await page.context().close();
  }
  return { blockingMs: median(sums), longestTaskMs: median(longest) };
}

/** Lighthouse now and then fails to record its trace (NO_NAVSTART); one more try then. */
async function runLighthouseOnceMore(
  ...args: Parameters<typeof runLighthouse>
): Promise<LighthouseFigures> {
  try {
    return await runLighthouse(...args);
  } catch (error) {
    console.warn(`  Lighthouse fehlgeschlagen, zweiter Versuch: ${String(error).slice(0, 200)}`);
    return runLighthouse(...args);
  }
}

/** The pages issue 22 measures: home, photographers' portal, blog index and its first article. */
async function lighthousePaths(baseUrl: string): Promise<string[]> {
  const manifest = (await (await fetch(`${baseUrl}/remotes.json`)).json()) as RemotesManifest;
  const article = manifest.mfe_blog?.routes.find(
    (route) => route.path !== '/blog' && !route.noindex,
  );
  return ['/', '/Fotografenportal', '/blog', ...(article ? [article.path] : [])];
}

async function main() {
  const chromiumPath = findChromium(testSwitches.benchChromePath, 'Messung der Startseite');
  if (!chromiumPath) return;
  const site = await startTestSite();
  const url = `${site.baseUrl}/`;
  try {
    const { untouched, started } = await measureTransfer(chromiumPath, url);
    console.log(`Startseite ${url} – geladen vor der ersten Interaktion:`);
    describeTransfer(untouched);
    console.log(
      `  Ziel: JavaScript höchstens ${javascriptGoalKb} KB gzip in ${scriptRequestsGoal} Dateien`,
    );
    console.log('Dazu bei der ersten Interaktion (der Zeiger bewegt sich über die Seite):');
    describeTransfer(started);
    // BENCH_LIGHTHOUSE=0 measures the bytes only (Lighthouse takes a minute per preset).
    if (process.env.BENCH_LIGHTHOUSE === '0') return;

    const paths = await lighthousePaths(site.baseUrl);
    const browser = await launchChromium(chromiumPath);
    try {
      console.log(
        `Erster Tipp auf „Fotografen finden“ bis die Fotografensuche zu sehen ist (${cpuSlowdown}-fache` +
          ` CPU-Drosselung, Median aus ${firstTapLoads} Aufrufen): ${await measureFirstTap(browser, url)} ms`,
      );
      console.log(
        `Blockierzeit beim Laden und beim Start der Anwendung an der ersten Interaktion` +
          ` (${cpuSlowdown}-fache CPU-Drosselung, Long-Task-Anteile über ${longTaskMs} ms,` +
          ` Median aus ${blockingLoads} Aufrufen):`,
      );
      for (const path of paths) {
        const { blockingMs, longestTaskMs } = await measureBlocking(
          browser,
          `${site.baseUrl}${path}`,
        );
        console.log(
          `  ${path}: ${Math.round(blockingMs)} ms, längste Aufgabe ${Math.round(longestTaskMs)} ms`,
        );
      }
    } finally {
      await browser.close();
    }
    console.log(
      `Lighthouse (Ziel: Leistung mindestens ${scoreGoal}, LCP mobil höchstens ${lcpGoalMs} ms):`,
    );
    for (const path of paths) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const figures = await runLighthouseOnceMore(chromiumPath, `${site.baseUrl}${path}`, preset);
        console.log(
          `  ${path} ${preset === 'mobile' ? 'Mobil' : 'Desktop'}: Leistung ${figures.score},` +
            ` LCP ${Math.round(figures.lcpMs)} ms, FCP ${Math.round(figures.fcpMs)} ms,` +
            ` TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
        );
      }
    }
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
