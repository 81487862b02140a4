import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import { repositoryRoot, shellDist } from '../build/workspaces';
import { startTestSite, type TestSite } from '../e2e/test-site';
import { readReleaseState, releaseFolder, releaseInfoFile } from '../releases/release-store';
import {
  activateRemote,
  publishRemote,
  rollbackRemote,
  type ReleaseContext,
} from './release-commands';

/**
 * `npm run bench`: time from the start of `rollback mfe-blog` until the running gateway serves
 * the new `/remotes.json`, once with the command called in-process and once as the CLI process
 * an operator starts (which adds the start-up of Node and tsx).
 */
const inProcessRounds = 20;
const processRounds = 5;
const run = promisify(execFile);

async function servedBlogVersion(site: TestSite): Promise<string | undefined> {
  const response = await fetch(`${site.baseUrl}/remotes.json`);
  return ((await response.json()) as RemotesManifest).mfe_blog?.version;
}

async function waitUntilServed(site: TestSite, version: string): Promise<void> {
  while ((await servedBlogVersion(site)) !== version) {
    // Poll as fast as the gateway answers: the figure is the switch, not a poll interval.
  }
}

/** A second release of the blog: the active build with one changed byte in its entry. */
async function publishVariant(context: ReleaseContext, active: string): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-bench-blog-'));
  try {
    await fs.cp(releaseFolder(context.releasesDir, 'mfe_blog', active), dist, { recursive: true });
    await fs.rm(path.join(dist, releaseInfoFile));
    await fs.appendFile(path.join(dist, 'remoteEntry.js'), '\n/* bench */\n');
    return await publishRemote(context, 'mfe_blog', { distDir: dist });
  } finally {
    await fs.rm(dist, { recursive: true, force: true });
  }
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${label}: Median ${ms(median)}, min ${ms(sorted[0] ?? 0)}, max ${ms(sorted.at(-1) ?? 0)} (n=${samples.length})`;
}

async function measure(
  site: TestSite,
  context: ReleaseContext,
  variant: string,
  original: string,
  rounds: number,
  rollback: () => Promise<unknown>,
): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await activateRemote(context, 'mfe_blog', variant);
    await waitUntilServed(site, variant);
    const start = performance.now();
    await rollback();
    await waitUntilServed(site, original);
    samples.push(performance.now() - start);
  }
  return samples;
}

async function bench(): Promise<void> {
  const site = await startTestSite();
  try {
    const context: ReleaseContext = {
      releasesDir: site.releasesDir,
      shellDir: shellDist,
      repositoryRoot,
    };
    const original = (await readReleaseState(site.releasesDir)).remotes.mfe_blog?.active;
    if (!original) throw new Error('mfe-blog hat kein aktives Release.');
    const variant = await publishVariant(context, original);

    const inProcess = await measure(site, context, variant, original, inProcessRounds, () =>
      rollbackRemote(context, 'mfe_blog'),
    );
    const tsx = path.join(repositoryRoot, 'node_modules', '.bin', 'tsx');
    const cli = path.join(__dirname, 'deploy-cli.ts');
    const asProcess = await measure(site, context, variant, original, processRounds, () =>
      run(tsx, [cli, 'rollback', 'mfe-blog'], {
        cwd: site.dataDir,
        env: { ...process.env, DATA_DIR: site.dataDir, RELEASES_DIR: site.releasesDir },
      }),
    );

    console.log('Rollback von mfe-blog bis der Gateway die neue /remotes.json ausliefert');
    console.log(summary('  Befehl im Prozess', inProcess));
    console.log(
      summary(
        '  deploy-cli rollback als eigener Prozess (Start von Node und tsx inklusive)',
        asProcess,
      ),
    );
  } finally {
    await site.close();
  }
}

bench().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
