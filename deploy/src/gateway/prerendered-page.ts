import fs from 'node:fs/promises';
import path from 'node:path';
import {
  frameFor,
  inlineRemotesManifestId,
  pageOutletMarkup,
  prerenderedFile,
  prerenderedRootAttribute,
  releaseBasePlaceholder,
  type PrerenderedFrame,
  type PrerenderedPages,
} from 'shared-ui/prerender/prerendered-files';
import { remoteFolders } from 'shared-ui/remotes/remote-names';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import type { ActiveRemote } from '../releases/release-store';
import { escapeHtml } from './html-document';

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } catch (error) {
    // A build without prerendered pages (an older release, a page behind login) is served as before.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The shell build's frame around the pages, if it made one. */
export function readPrerenderedFrame(shellDir: string): Promise<PrerenderedFrame | null> {
  return readJson<PrerenderedFrame>(path.join(shellDir, prerenderedFile));
}

// Releases are immutable: each release's pages are read once per process.
const pagesByRelease = new Map<string, Promise<PrerenderedPages | null>>();

export function readPrerenderedPages(remote: ActiveRemote): Promise<PrerenderedPages | null> {
  let pages = pagesByRelease.get(remote.dir);
  if (!pages) {
    pages = readJson<PrerenderedPages>(path.join(remote.dir, prerenderedFile));
    pages.catch(() => pagesByRelease.delete(remote.dir));
    pagesByRelease.set(remote.dir, pages);
  }
  return pages;
}

/** Where a release's files are served (the placeholder in its prerendered HTML stands for it). */
export function releaseBase(remote: ActiveRemote): string {
  return `/remotes/${remoteFolders[remote.name]}/${remote.version}/`;
}

/** React puts hints for the head (an image to preload) before the markup; they belong in the head. */
function splitHeadHints(html: string): { hints: string; body: string } {
  const match = /^(?:<link\b[^>]*\/?>)+/.exec(html);
  if (!match) return { hints: '', body: html };
  return { hints: match[0], body: html.slice(match[0].length) };
}

/** JSON inside a script element: `<` escaped, so no `</script>` can end it early. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A build's combined stylesheet, followed by a stylesheet link without address for each CSS file
 * of the build it holds: the CSS loader of the build's chunks (mini-css-extract) takes a link
 * whose `data-href` is the file's name as the file already loaded, so hydration does not fetch
 * the same rules a second time. (A `<style>` element would be inline style, which the CSP
 * refuses.) File names carry their content's hash: the same name is the same rules.
 */
function stylesheetMarkup(
  { stylesheet, stylesheetHolds = [] }: Pick<PrerenderedPages, 'stylesheet' | 'stylesheetHolds'>,
  base: string,
): string {
  if (!stylesheet) return '';
  return (
    `<link rel="stylesheet" href="${escapeHtml(base + stylesheet)}" />` +
    stylesheetHolds
      .map((file) => `<link rel="stylesheet" data-href="${escapeHtml(file)}" />`)
      .join('')
  );
}

export interface PrerenderedPageParts {
  frame: PrerenderedFrame;
  pages: PrerenderedPages;
  remote: ActiveRemote;
  /** The route's path as the remote declares it. */
  path: string;
  /** What `/remotes.json` says at this moment: the shell hydrates with it, without a request. */
  manifest: RemotesManifest;
}

/**
 * The shell's page with the content in it (issue 22): the shell's prerendered header and
 * footer for this path, the active release's HTML of the route in the content area, the
 * release's stylesheet in the head and `/remotes.json` inline. The shell's script hydrates it.
 * Null when the release has no HTML for this route.
 */
export function composePrerenderedPage(html: string, parts: PrerenderedPageParts): string | null {
  const page = parts.pages.pages[parts.path];
  if (page === undefined) return null;
  const base = releaseBase(parts.remote);
  const content = splitHeadHints(page.split(releaseBasePlaceholder).join(base));
  const frame = splitHeadHints(frameFor(parts.frame, parts.path));
  if (!frame.body.includes(pageOutletMarkup)) return null;
  const stylesheets = stylesheetMarkup(parts.frame, '/') + stylesheetMarkup(parts.pages, base);
  const body = frame.body.replace(pageOutletMarkup, () => content.body);
  return (
    html
      .replace('</head>', () => `${frame.hints}${content.hints}${stylesheets}</head>`)
      // The page reads without scripts: the notice asking for JavaScript would be wrong here.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(
        /<div id="?root"?><\/div>/,
        () =>
          `<div id="root" ${prerenderedRootAttribute}="">${body}</div>` +
          `<script type="application/json" id="${inlineRemotesManifestId}">${inlineJson(parts.manifest)}</script>`,
      )
  );
}
