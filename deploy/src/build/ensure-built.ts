import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { remoteFolders, remoteNames } from 'shared-ui/remotes/remote-names';
import {
  activateRelease,
  buildVersion,
  publishRelease,
  readReleaseState,
  releaseFolder,
} from '../releases/release-store';
import { frontEndWorkspaces, remoteDist, repositoryRoot } from './workspaces';

function isBuilt(workspace: string): boolean {
  // The shell's manifest carries its shared versions, which `deploy activate` checks against.
  const markers = workspace === 'shell' ? ['index.html', 'mf-manifest.json'] : ['mf-manifest.json'];
  return markers.every((marker) =>
    fs.existsSync(path.join(repositoryRoot, workspace, 'dist', marker)),
  );
}

function runBuild(workspace: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace, '--', '--stats=errors-warnings'], {
      cwd: repositoryRoot,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Build von ${workspace} fehlgeschlagen (${code}).`)),
    );
  });
}

/** Builds the shell and every remote that has no build output yet (one after another: 2 cores). */
export async function ensureBuilt(log: (line: string) => void): Promise<void> {
  for (const workspace of frontEndWorkspaces) {
    if (isBuilt(workspace)) continue;
    log(`Baue ${workspace} …`);
    await runBuild(workspace);
  }
}

function packageVersion(folder: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(repositoryRoot, folder, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

/**
 * First start on an empty release store: the freshly built remotes become the first release
 * of each remote and are activated. Remotes that already have an active release stay untouched.
 */
export async function publishBuiltRemotes(
  releasesDir: string,
  log: (line: string) => void,
): Promise<void> {
  const state = await readReleaseState(releasesDir);
  for (const name of remoteNames) {
    if (state.remotes[name]) continue;
    const folder = remoteFolders[name];
    const dist = remoteDist(folder);
    const version = await buildVersion(dist, packageVersion(folder));
    if (!fs.existsSync(releaseFolder(releasesDir, name, version))) {
      await publishRelease(releasesDir, name, dist, version);
    }
    await activateRelease(releasesDir, name, version);
    log(`${folder} ${version} veröffentlicht und aktiviert.`);
  }
}
