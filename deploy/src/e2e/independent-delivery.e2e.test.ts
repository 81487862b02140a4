import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { remoteNames } from 'shared-ui/remotes/remote-names';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import { repositoryRoot, shellDist } from '../build/workspaces';
import { readReleaseState, releaseFolder } from '../releases/release-store';
import { openLocalPage } from './chromium';
import { describeInBrowser, siteStartTimeoutMs, useBrowserSite } from './browser-suite';
import { buildRemoteCopy, type RemoteCopyBuild } from './remote-copy-build';

jest.setTimeout(120_000);

const visibleChange = ' – zweite Auslieferung';
const otherRemotes = remoteNames.filter((name) => name !== 'mfe_blog');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Every file below `dir` with the hash of its bytes. */
async function fingerprint(dir: string): Promise<Record<string, string>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256')
      .update(await fs.readFile(file))
      .digest('hex');
  }
  return files;
}

/** Changes the heading of /blog in the copy's content file, as an editor would. */
async function changeBlogHeading(workspaceDir: string): Promise<void> {
  const file = path.join(workspaceDir, 'content', 'blog.yaml');
  const text = await fs.readFile(file, 'utf8');
  const changed = text.replace(/^(\s*heading:\s*)'([^']*)'$/m, `$1'$2${visibleChange}'`);
  if (changed === text) throw new Error(`Keine Überschrift (heading: '…') in ${file} gefunden.`);
  await fs.writeFile(file, changed);
}

describeInBrowser('one remote goes forward and back while nothing else changes', () => {
  const suite = useBrowserSite();
  /** The HTML the gateway answers for a page, as a visitor without JavaScript gets it. */
  const composedPage = async (url: string) => (await fetch(`${suite.site.baseUrl}${url}`)).text();
  let build: RemoteCopyBuild | undefined;
  let original: string;
  let changed: string;
  let originalFilesAtPublish: Record<string, string>;
  let untouched: () => Promise<unknown>;
  let untouchedAtStart: unknown;

  /** The operator's command, run like `npm run deploy -- ...` against the site's store. */
  function deploy(...args: string[]): Promise<Outcome> {
    return new Promise((resolve) => {
      execFile(
        path.join(repositoryRoot, 'node_modules', '.bin', 'tsx'),
        [path.join(repositoryRoot, 'deploy', 'src', 'cli', 'deploy-cli.ts'), ...args],
        {
          cwd: suite.site.dataDir,
          env: {
            ...process.env,
            DATA_DIR: suite.site.dataDir,
            RELEASES_DIR: suite.site.releasesDir,
          },
        },
        (error, stdout, stderr) => {
          resolve({
            code: error ? Number((error as { code?: number }).code ?? 1) : 0,
            stdout,
            stderr,
          });
        },
      );
    });
  }

  async function publish(build: RemoteCopyBuild): Promise<string> {
    const outcome = await deploy('publish', 'mfe-blog', '--dist', build.distDir);
    expect(outcome).toMatchObject({ code: 0 });
    return outcome.stdout.trim();
  }

  async function remotesManifest(): Promise<RemotesManifest> {
    return (await (await fetch(`${suite.site.baseUrl}/remotes.json`)).json()) as RemotesManifest;
  }

  async function blogHeading(page: Page): Promise<string> {
    const heading = page.getByRole('heading', { level: 1 });
    await heading.first().waitFor();
    return (await heading.first().textContent()) ?? '';
  }

  beforeAll(async () => {
    // The shell's build, the other remotes' active releases and their entries of /remotes.json.
    const state = await readReleaseState(suite.site.releasesDir);
    untouched = async () => {
      const manifest = await remotesManifest();
      const remotes: Record<string, unknown> = {};
      for (const name of otherRemotes) {
        const version = state.remotes[name]?.active ?? '';
        remotes[name] = {
          entry: manifest[name],
          files: await fingerprint(releaseFolder(suite.site.releasesDir, name, version)),
        };
      }
      return { shell: await fingerprint(shellDist), remotes };
    };
    untouchedAtStart = await untouched();

    // The release the site started with, and a real build of the blog with a changed heading.
    original = state.remotes.mfe_blog!.active;
    originalFilesAtPublish = await fingerprint(
      releaseFolder(suite.site.releasesDir, 'mfe_blog', original),
    );
    build = await buildRemoteCopy('mfe-blog', changeBlogHeading);
    changed = await publish(build);
    expect(changed).not.toBe(original);
  }, siteStartTimeoutMs);

  afterAll(async () => {
    await build?.remove();
  });

  test('mfe-blog goes forward to a new release and back; shell and other remotes stay as they were', async () => {
    const blogPage = await openLocalPage(suite.browser);
    const homePage = await openLocalPage(suite.browser);
    const backPage = await openLocalPage(suite.browser);
    const blogFiles: string[] = [];
    backPage.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/remotes/mfe-blog/')) blogFiles.push(pathname);
    });
    try {
      await blogPage.goto(`${suite.site.baseUrl}/blog`);
      const heading = await blogHeading(blogPage);
      expect(heading).not.toContain(visibleChange);
      expect(await composedPage('/blog')).toContain(`<h1>${heading}</h1>`);

      // Forward. A visitor on the home page has not loaded the blog yet when the release goes live.
      await homePage.goto(`${suite.site.baseUrl}/`);
      const blogLink = homePage
        .getByRole('banner')
        .getByRole('link', { name: 'Blog', exact: true });
      await blogLink.waitFor();

      const activated = await deploy('activate', 'mfe-blog', changed);
      expect(activated).toMatchObject({ code: 0 });
      expect(activated.stdout).toContain(`mfe-blog: ${changed} ist aktiv (vorher ${original}).`);
      expect((await remotesManifest()).mfe_blog?.version).toBe(changed);

      await blogLink.click();
      expect(await blogHeading(homePage)).toBe(`${heading}${visibleChange}`);
      // The page's HTML (prerendered by the release's build) went forward with it.
      expect(await composedPage('/blog')).toContain(`<h1>${heading}${visibleChange}</h1>`);
      // The tab that loaded the old release gets the new one with its next page load.
      await blogPage.goto(`${suite.site.baseUrl}/blog`);
      expect(await blogHeading(blogPage)).toBe(`${heading}${visibleChange}`);
      expect(await untouched()).toEqual(untouchedAtStart);

      // Back.
      const rolledBack = await deploy('rollback', 'mfe-blog');
      expect(rolledBack).toMatchObject({ code: 0 });
      expect(rolledBack.stdout).toContain(`mfe-blog: zurück auf ${original} (vorher ${changed}).`);

      const htmlAfterRollback = await composedPage('/blog');
      expect(htmlAfterRollback).toContain(`<h1>${heading}</h1>`);
      expect(htmlAfterRollback).not.toContain(visibleChange);
      await backPage.goto(`${suite.site.baseUrl}/blog`);
      expect(await blogHeading(backPage)).toBe(heading);
      expect(blogFiles.length).toBeGreaterThan(0);
      expect(blogFiles.every((file) => file.startsWith(`/remotes/mfe-blog/${original}/`))).toBe(
        true,
      );
      expect(
        await fingerprint(releaseFolder(suite.site.releasesDir, 'mfe_blog', original)),
      ).toEqual(originalFilesAtPublish);
      // The rolled-back release stays for tabs that still run it.
      await fs.access(releaseFolder(suite.site.releasesDir, 'mfe_blog', changed));
      expect(await untouched()).toEqual(untouchedAtStart);
    } finally {
      for (const page of [blogPage, homePage, backPage]) await page.context().close();
    }
  });
});
