import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startScriptFile, type Preload } from 'shared-ui/prerender/prerendered-files';
import { escapeHtml } from './html-document';

/**
 * The address of the shell's start script with its content's hash as query (the way the shell's
 * page names its entry, so a new build is fetched anew), or null when the build has none.
 */
export async function readStartScript(shellDir: string): Promise<string | null> {
  let body: Buffer;
  try {
    body = await readFile(path.join(shellDir, startScriptFile));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return `/${startScriptFile}?${createHash('sha256').update(body).digest('hex').slice(0, 20)}`;
}

/** The shell's entry as its build writes it into the page (html-webpack-plugin, deferred). */
const entryScript = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/;

/**
 * A prerendered page loads the start script in place of the shell's entry: the entry's address
 * and the page's preloads go along as data, the start script loads them at the first
 * interaction (shell/src/features/deferred-start). Null when the page names no entry.
 */
export function deferStart(html: string, startScript: string, preloads: Preload[]): string | null {
  const entry = entryScript.exec(html);
  if (!entry) return null;
  const tag =
    `<script defer src="${escapeHtml(startScript)}" data-app="${escapeHtml(entry[1] ?? '')}"` +
    ` data-preloads="${escapeHtml(JSON.stringify(preloads))}"></script>`;
  return html.replace(entry[0], () => tag);
}
