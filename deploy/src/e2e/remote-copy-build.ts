import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sourceHash } from '../build/ensure-built';
import { repositoryRoot } from '../build/workspaces';

const run = promisify(execFile);

/** What a remote's build reaches outside its own folder. */
const sharedWithTheRepository = [
  'node_modules',
  'deploy',
  'shared-ui',
  'tsconfig.base.json',
  'package-lock.json',
];

/** Builds of edited copies, by workspace and source hash, kept for the next run. */
const copyBuildCache = path.join(repositoryRoot, 'node_modules', '.cache', 'bildbote-copy-builds');

export interface RemoteCopyBuild {
  distDir: string;
  remove(): Promise<void>;
}

/**
 * A real production build of a remote from a copy of its workspace, optionally edited first, as
 * its team would make after changing a file: the repository's own files and build stay untouched.
 * As with the repository's own builds (ensure-built.ts), a build of the same sources is made once
 * and kept: later runs get a copy of it.
 */
export async function buildRemoteCopy(
  folder: string,
  edit: (workspaceDir: string) => Promise<void> = async () => undefined,
): Promise<RemoteCopyBuild> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), `bildbote-${folder}-`));
  const remove = () => fs.rm(root, { recursive: true, force: true });
  try {
    for (const entry of sharedWithTheRepository) {
      await fs.symlink(path.join(repositoryRoot, entry), path.join(root, entry));
    }
    const source = path.join(repositoryRoot, folder);
    const workspaceDir = path.join(root, folder);
    await fs.cp(source, workspaceDir, {
      recursive: true,
      filter: (file) => !['dist', 'node_modules'].includes(path.relative(source, file)),
    });
    // Packages npm could not hoist stay in the workspace's own node_modules.
    const ownModules = path.join(source, 'node_modules');
    if (await fs.stat(ownModules).catch(() => null)) {
      await fs.symlink(ownModules, path.join(workspaceDir, 'node_modules'));
    }
    await edit(workspaceDir);
    const distDir = path.join(workspaceDir, 'dist');
    const kept = path.join(copyBuildCache, `${folder}-${sourceHash(folder, root)}`);
    if (await fs.stat(kept).catch(() => null)) {
      await fs.cp(kept, distDir, { recursive: true });
      return { distDir, remove };
    }
    // The workspace's own build: the browser bundle, then its prerendered pages if it has any.
    await run('npm', ['run', 'build'], { cwd: workspaceDir, maxBuffer: 64 * 1024 * 1024 });
    await keep(folder, distDir, kept);
    return { distDir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Stores a finished build in place of the workspace's older ones, whole or not at all. */
async function keep(folder: string, distDir: string, kept: string): Promise<void> {
  await fs.mkdir(copyBuildCache, { recursive: true });
  for (const older of await fs.readdir(copyBuildCache)) {
    if (older.startsWith(`${folder}-`)) {
      await fs.rm(path.join(copyBuildCache, older), { recursive: true, force: true });
    }
  }
  const incoming = await fs.mkdtemp(path.join(copyBuildCache, '.incoming-'));
  await fs.cp(distDir, incoming, { recursive: true });
  // Another run may have stored the same build meanwhile: either copy is the same build.
  await fs.rename(incoming, kept).catch(() => fs.rm(incoming, { recursive: true, force: true }));
}
