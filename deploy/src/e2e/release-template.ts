import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { publishBuiltRemotes } from '../build/ensure-built';

/** Names, for the test files of a run, the release store the run's set-up published once. */
export const releaseTemplateVariable = 'BILDBOTE_E2E_RELEASES';

/**
 * Once per run (global set-up): the built remotes published and activated into a store of their
 * own. Publishing hashes and copies every build (about 2 s); each test file's site links to this
 * store's files instead.
 */
export async function publishReleaseTemplate(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-e2e-releases-'));
  const template = path.join(root, 'releases');
  await publishBuiltRemotes(template, () => undefined);
  return template;
}

/**
 * A release store like the template: release files hard-linked (a release is never changed in
 * place, only written anew or deleted, so a test may delete or add files in its own store), the
 * store's own files at its top (state.json, locks) copied, as activate and rollback replace them.
 */
export function linkReleaseTemplate(template: string, releasesDir: string): Promise<void> {
  return linkTree(template, releasesDir, 'copy files');
}

async function linkTree(from: string, to: string, files: 'copy files' | 'link files') {
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target, 'link files');
    else if (files === 'copy files') await fs.copyFile(source, target);
    else await fs.link(source, target);
  }
}

/** Removes the template store of the run (global tear-down). */
export async function removeReleaseTemplate(template: string | undefined): Promise<void> {
  if (template) await fs.rm(path.dirname(template), { recursive: true, force: true });
}
