import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteFolders, remoteNames } from 'shared-ui/remotes/remote-names';
import {
  activateRelease,
  buildVersion,
  publishRelease,
  readReleaseState,
  releaseFolder,
} from '../releases/release-store';
import { filesBelow, filesHash } from '../../webpack/file-hash';
import { withLock } from '../releases/file-lock';
import { frontEndWorkspaces, remoteDist, repositoryRoot } from './workspaces';

const buildLockFile = path.join(repositoryRoot, 'node_modules', '.cache', 'bildbote-build.lock');

/** Where a workspace's build records the hash of the sources it was built from. */
function sourceHashFile(workspace: string): string {
  return path.join(repositoryRoot, workspace, 'dist', '.source-hash');
}

/**
 * What only tests use: test files, test helpers (a `testing/` folder) and fixtures
 * (`*-fixtures.ts`). ESLint keeps bundled code from importing the latter two
 * (eslint.config.mjs, `testOnlyModules`).
 */
function isTestOnly(file: string): boolean {
  return (
    /\.test\.tsx?$/.test(file) ||
    /-fixtures?\.tsx?$/.test(file) ||
    file.split(path.sep).includes('testing')
  );
}

/**
 * Hash of everything a workspace's bundle is made of: its own sources and configuration, the
 * shared UI kit, the common webpack set-up and the locked package versions. What only tests use
 * is left out (it is not bundled), so editing a test or its helpers does not cost a rebuild.
 * `root`: the repository, or a copy laid out like it.
 */
export function sourceHash(workspace: string, root = repositoryRoot): string {
  const files = [workspace, 'shared-ui', path.join('deploy', 'webpack')]
    .flatMap((folder) => filesBelow(path.join(root, folder)))
    .filter((file) => !isTestOnly(path.relative(root, file)));
  files.push(path.join(root, 'package-lock.json'));
  return filesHash(files, root);
}

function isBuilt(workspace: string, hash: string): boolean {
  // The shell's manifest carries its shared versions, which `deploy activate` checks against.
  const markers = workspace === 'shell' ? ['index.html', 'mf-manifest.json'] : ['mf-manifest.json'];
  const complete = markers.every((marker) =>
    fs.existsSync(path.join(repositoryRoot, workspace, 'dist', marker)),
  );
  const hashFile = sourceHashFile(workspace);
  return complete && fs.existsSync(hashFile) && fs.readFileSync(hashFile, 'utf8') === hash;
}

function runBuild(workspace: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], {
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

/**
 * Builds the shell and every remote whose build output is missing or was made from other
 * sources than the current ones. Held under a lock, so two test runs or a test run and
 * `npm start` never build the same workspace at once.
 */
export async function ensureBuilt(log: (line: string) => void): Promise<void> {
  await withLock(buildLockFile, 'Der Build der Oberflächen', buildOutdated(log), {
    timeoutMs: 30 * 60_000,
    staleMs: 30 * 60_000,
  });
}

/** Two builds at a time where there are two cores: measured 72 s instead of 92 s for all six here. */
const parallelBuilds = Math.min(2, os.availableParallelism());

function buildOutdated(log: (line: string) => void) {
  return async () => {
    const pending = [...frontEndWorkspaces];
    const buildNext = async (): Promise<void> => {
      for (let workspace = pending.shift(); workspace; workspace = pending.shift()) {
        const hash = sourceHash(workspace);
        if (isBuilt(workspace, hash)) continue;
        log(`Baue ${workspace} …`);
        try {
          await runBuild(workspace);
        } catch (error) {
          // The other build finishes, but none starts after a failure.
          pending.length = 0;
          throw error;
        }
        fs.writeFileSync(sourceHashFile(workspace), hash);
      }
    };
    // Settled, not raced: the lock is released only when no build writes any more.
    const outcomes = await Promise.allSettled(Array.from({ length: parallelBuilds }, buildNext));
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  };
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
