import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemoteName } from 'shared-ui/remotes/remote-names';
import { readReleaseState, releaseFolder, removeLeftoverStaging } from './release-store';
import { writeRemoteBuild } from './testing/fake-builds';
import { useTemporaryReleaseStore } from './testing/temporary-release-store';

// The release store under other processes: commands that run at the same time, and one killed
// half-way. Each starts tsx processes, so these run with the system suites.
const run = promisify(execFile);
const repositoryRoot = path.resolve(__dirname, '../../..');
const tsx = path.join(repositoryRoot, 'node_modules', '.bin', 'tsx');
const store = useTemporaryReleaseStore();
const publishFake = store.publishFake;

describe('the state file under concurrent commands', () => {
  test('activations from separate processes at the same time lose no update', async () => {
    const versions = Array.from({ length: 8 }, (_, index) => `2.0.${index}-p`);
    const names: RemoteName[] = ['mfe_blog', 'mfe_admin', 'mfe_public', 'mfe_finder'];
    for (const name of names) {
      for (const version of versions) await publishFake(name, version);
    }
    const script = path.join(__dirname, 'testing', 'activate-versions.ts');

    await Promise.all(
      names.map((name) =>
        run(tsx, [script, store.releasesDir, name, ...versions], { cwd: repositoryRoot }),
      ),
    );

    const state = await readReleaseState(store.releasesDir);
    for (const name of names) {
      expect(state.remotes[name]?.history.map((entry) => entry.version)).toEqual(versions);
    }
  }, 60_000);
});

describe('leftover staging folders (issue 20)', () => {
  test('a publish killed while copying leaves a folder the next command removes', async () => {
    const dist = await writeRemoteBuild(path.join(store.root, 'dist'), { name: 'mfe_blog' });
    const script = [
      `const fs = require('node:fs');`,
      // The moment of the kill: the copy has begun, the rename has not happened.
      `const real = fs.promises.rename;`,
      `fs.promises.rename = async (...args) => { if (String(args[0]).includes('.staging')) { process.kill(process.pid, 'SIGKILL'); } return real(...args); };`,
      `require('./release-store').publishRelease(${JSON.stringify(store.releasesDir)}, 'mfe_blog', ${JSON.stringify(dist)}, '1.0.0-a');`,
    ].join('\n');
    // tsx reports its child's death by SIGKILL as exit code 137.
    const killed = await run(tsx, ['-e', script], { cwd: __dirname }).catch(
      (error: { code?: number; signal?: string }) => error,
    );
    expect(killed).toMatchObject({ code: 137 });
    const left = await fs.readdir(path.join(store.releasesDir, '.staging'));
    expect(left).toHaveLength(1);
    await expect(
      fs.access(releaseFolder(store.releasesDir, 'mfe_blog', '1.0.0-a')),
    ).rejects.toThrow();

    expect(await removeLeftoverStaging(store.releasesDir)).toEqual(left);
    expect(await fs.readdir(path.join(store.releasesDir, '.staging'))).toEqual([]);
    await publishFake('mfe_blog', '1.0.0-a');
  }, 30_000);
});
