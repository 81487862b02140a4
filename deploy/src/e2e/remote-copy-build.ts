import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '../build/workspaces';

const run = promisify(execFile);

/** What a remote's build reaches outside its own folder. */
const sharedWithTheRepository = ['node_modules', 'deploy', 'shared-ui', 'tsconfig.base.json'];

export interface RemoteCopyBuild {
  distDir: string;
  remove(): Promise<void>;
}

/**
 * A real production build of a remote from a copy of its workspace, optionally edited first, as
 * its team would make after changing a file: the repository's own files and build stay untouched.
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
    // The workspace's own build: the browser bundle, then its prerendered pages if it has any.
    await run('npm', ['run', 'build'], { cwd: workspaceDir, maxBuffer: 64 * 1024 * 1024 });
    return { distDir: path.join(workspaceDir, 'dist'), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
