/**
 * Benchmark of the home page `/` of the composed site (`npm run bench`, issue 3):
 * 1. the JavaScript and CSS a visitor's Chromium transfers before the first interaction (bytes
 *    on the wire, as the gateway sends them compressed), and which remotes it loads;
 * 2. Lighthouse's performance score and LCP with the system Chromium (CHROME_PATH), for the
 *    mobile defaults (simulated slow 4G, 4x CPU slowdown) and the desktop preset.
 * Prints figures only; nothing here asserts on them. Goals: at most 150 KB JavaScript, score 95.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { chromiumFlags, findChromium, launchChromium, openLocalPage } from '../e2e/chromium';
import { startTestSite } from '../e2e/test-site';

const javascriptGoalKb = 150;
const scoreGoal = 95;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Transfer {
  script: number;
  stylesheet: number;
  scriptUncompressed: number;
  stylesheetUncompressed: number;
  remotes: Set<string>;
}

/** What `/` costs a first visitor who has not touched the page yet. */
async function measureTransfer(chromiumPath: string, url: string): Promise<Transfer> {
  const browser = await launchChromium(chromiumPath);
  const page = await openLocalPage(browser);
  const transfer: Transfer = {
    script: 0,
    stylesheet: 0,
    scriptUncompressed: 0,
    stylesheetUncompressed: 0,
    remotes: new Set(),
  };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const remote = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (remote) transfer.remotes.add(remote);
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const body = (await (await request.response())?.body())?.length ?? 0;
        transfer[type] += sizes.responseBodySize;
        transfer[`${type}Uncompressed`] += body;
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return transfer;
}

interface LighthouseFigures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

async function runLighthouse(
  chromiumPath: string,
  url: string,
  preset: 'mobile' | 'desktop',
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  try {
    const flags: Flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse lieferte kein Ergebnis.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const chromiumPath = findChromium();
  if (!chromiumPath) return;
  const site = await startTestSite();
  const url = `${site.baseUrl}/`;
  try {
    const transfer = await measureTransfer(chromiumPath, url);
    console.log(`Startseite ${url} – übertragen vor der ersten Interaktion:`);
    console.log(
      `  JavaScript ${kb(transfer.script)} (entpackt ${kb(transfer.scriptUncompressed)}),` +
        ` Ziel höchstens ${javascriptGoalKb} KB`,
    );
    console.log(
      `  CSS ${kb(transfer.stylesheet)} (entpackt ${kb(transfer.stylesheetUncompressed)})`,
    );
    console.log(`  geladene Remotes: ${[...transfer.remotes].sort().join(', ') || 'keine'}`);

    for (const preset of ['mobile', 'desktop'] as const) {
      const figures = await runLighthouse(chromiumPath, url, preset);
      console.log(
        `Lighthouse ${preset === 'mobile' ? 'Mobil' : 'Desktop'}: Leistung ${figures.score}` +
          ` (Ziel mindestens ${scoreGoal}), LCP ${Math.round(figures.lcpMs)} ms,` +
          ` FCP ${Math.round(figures.fcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms,` +
          ` CLS ${figures.cls.toFixed(3)}`,
      );
    }
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
