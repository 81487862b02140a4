import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { remoteNames, type RemoteName } from 'shared-ui/remotes/remote-names';
import { ReleaseError } from './release-error';
import {
  activateRelease,
  buildVersion,
  listReleases,
  publishRelease,
  pruneReleases,
  readActiveRemotes,
  readReleaseState,
  releaseFolder,
  remotesManifest,
  rollbackRelease,
} from './release-store';
import { writeRemoteBuild } from './testing/fake-builds';
import { useTemporaryReleaseStore } from './testing/temporary-release-store';

const run = promisify(execFile);
const store = useTemporaryReleaseStore();
const publishFake = store.publishFake;

async function served(): Promise<string> {
  return JSON.stringify(remotesManifest(await readActiveRemotes(store.releasesDir)));
}

describe('publishing', () => {
  test('stores the build as an immutable folder with release.json and reports it', async () => {
    const dist = await publishFake('mfe_blog', '1.0.0-a');
    const folder = releaseFolder(store.releasesDir, 'mfe_blog', '1.0.0-a');

    expect(await fs.readFile(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe(
      await fs.readFile(path.join(dist, 'remoteEntry.js'), 'utf8'),
    );
    expect(await fs.readFile(path.join(folder, 'assets', 'logo.0123456789.svg'), 'utf8')).toBe(
      '<svg></svg>',
    );
    expect(await listReleases(store.releasesDir, 'mfe_blog')).toEqual([
      { remote: 'mfe_blog', version: '1.0.0-a', publishedAt: expect.any(String) },
    ]);
    // Nothing half-copied is left beside the releases.
    expect(await fs.readdir(path.join(store.releasesDir, '.staging'))).toEqual([]);
  });

  test('refuses to overwrite an existing release and leaves it as it was', async () => {
    await publishFake('mfe_blog', '1.0.0-a', 'erste');
    const other = await writeRemoteBuild(path.join(store.root, 'other'), {
      name: 'mfe_blog',
      marker: 'zweite',
    });

    await expect(publishRelease(store.releasesDir, 'mfe_blog', other, '1.0.0-a')).rejects.toThrow(
      'Das Release mfe-blog 1.0.0-a existiert bereits; Releases werden nie überschrieben.',
    );
    const entry = path.join(
      releaseFolder(store.releasesDir, 'mfe_blog', '1.0.0-a'),
      'remoteEntry.js',
    );
    expect(await fs.readFile(entry, 'utf8')).toContain('erste');
  });

  test('refuses a build of another remote', async () => {
    const finder = await writeRemoteBuild(path.join(store.root, 'finder'), { name: 'mfe_finder' });
    await expect(publishRelease(store.releasesDir, 'mfe_blog', finder, '1.0.0-a')).rejects.toThrow(
      `Der Build unter ${finder} ist mfe_finder, nicht mfe_blog.`,
    );
  });

  test('the build id changes with any file of the build and stays for an identical build', async () => {
    const first = await writeRemoteBuild(path.join(store.root, 'a'), {
      name: 'mfe_blog',
      marker: 'x',
    });
    const same = await writeRemoteBuild(path.join(store.root, 'b'), {
      name: 'mfe_blog',
      marker: 'x',
    });
    const changed = await writeRemoteBuild(path.join(store.root, 'c'), {
      name: 'mfe_blog',
      marker: 'y',
    });

    const version = await buildVersion(first, '1.2.3');
    expect(version).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(await buildVersion(same, '1.2.3')).toBe(version);
    expect(await buildVersion(changed, '1.2.3')).not.toBe(version);
  });

  test('rejects versions that would leave the remote folder', async () => {
    const dist = await writeRemoteBuild(path.join(store.root, 'a'), { name: 'mfe_blog' });
    await expect(
      publishRelease(store.releasesDir, 'mfe_blog', dist, '../mfe-admin'),
    ).rejects.toThrow(ReleaseError);
  });
});

describe('activating and rolling back', () => {
  test('activation points /remotes.json at the release and records the history', async () => {
    await publishFake('mfe_blog', '1.0.0-a');
    await publishFake('mfe_blog', '1.1.0-b');

    await activateRelease(store.releasesDir, 'mfe_blog', '1.0.0-a');
    const result = await activateRelease(store.releasesDir, 'mfe_blog', '1.1.0-b');

    expect(result).toEqual({ name: 'mfe_blog', from: '1.0.0-a', to: '1.1.0-b', changed: true });
    expect(JSON.parse(await served())).toEqual({
      mfe_blog: {
        version: '1.1.0-b',
        entry: '/remotes/mfe-blog/1.1.0-b/mf-manifest.json',
        routes: [{ path: '/mfe_blog', title: 'Titel mfe_blog', description: 'Beschreibung' }],
      },
    });
    const state = await readReleaseState(store.releasesDir);
    expect(state.remotes.mfe_blog?.history.map((entry) => entry.version)).toEqual([
      '1.0.0-a',
      '1.1.0-b',
    ]);
  });

  test('activating the active version changes nothing', async () => {
    await publishFake('mfe_blog', '1.0.0-a');
    await activateRelease(store.releasesDir, 'mfe_blog', '1.0.0-a');
    const before = await fs.readFile(path.join(store.releasesDir, 'state.json'), 'utf8');

    const result = await activateRelease(store.releasesDir, 'mfe_blog', '1.0.0-a');

    expect(result.changed).toBe(false);
    expect(await fs.readFile(path.join(store.releasesDir, 'state.json'), 'utf8')).toBe(before);
  });

  test('refuses a version that was never published', async () => {
    await expect(activateRelease(store.releasesDir, 'mfe_blog', '9.9.9-x')).rejects.toThrow(
      'Das Release mfe-blog 9.9.9-x gibt es nicht; erst veröffentlichen (publish).',
    );
    expect(await readReleaseState(store.releasesDir)).toEqual({ remotes: {} });
  });

  test('a refusal under the lock leaves the state untouched', async () => {
    await publishFake('mfe_blog', '1.0.0-a');
    await expect(
      activateRelease(store.releasesDir, 'mfe_blog', '1.0.0-a', {
        beforeSwitch: async () => {
          throw new ReleaseError('passt nicht');
        },
      }),
    ).rejects.toThrow('passt nicht');
    expect(await readReleaseState(store.releasesDir)).toEqual({ remotes: {} });
  });

  test('rollback returns to the previous version, and further back on the next rollback', async () => {
    for (const version of ['1.0.0-a', '1.1.0-b', '1.2.0-c']) {
      await publishFake('mfe_blog', version);
      await activateRelease(store.releasesDir, 'mfe_blog', version);
    }

    expect(await rollbackRelease(store.releasesDir, 'mfe_blog')).toEqual({
      name: 'mfe_blog',
      from: '1.2.0-c',
      to: '1.1.0-b',
      changed: true,
    });
    expect((await rollbackRelease(store.releasesDir, 'mfe_blog')).to).toBe('1.0.0-a');
    await expect(rollbackRelease(store.releasesDir, 'mfe_blog')).rejects.toThrow(
      'mfe-blog hat keine frühere Version, zu der zurückgekehrt werden könnte.',
    );
    expect(JSON.parse(await served()).mfe_blog.version).toBe('1.0.0-a');
    // Rolled-back releases stay: open tabs still load their chunks.
    expect(
      (await listReleases(store.releasesDir, 'mfe_blog')).map((info) => info.version).sort(),
    ).toEqual(['1.0.0-a', '1.1.0-b', '1.2.0-c']);
  });

  test('activating or rolling back one remote leaves every other entry byte-identical', async () => {
    for (const name of remoteNames) {
      await publishFake(name, '1.0.0-a');
      await activateRelease(store.releasesDir, name, '1.0.0-a');
    }
    await publishFake('mfe_blog', '2.0.0-b');
    const entriesOfOthers = async () => {
      const manifest = JSON.parse(await served()) as Record<string, unknown>;
      return remoteNames
        .filter((name) => name !== 'mfe_blog')
        .map((name) => `${name}:${JSON.stringify(manifest[name])}`);
    };
    const before = await entriesOfOthers();

    await activateRelease(store.releasesDir, 'mfe_blog', '2.0.0-b');
    expect(JSON.parse(await served()).mfe_blog.version).toBe('2.0.0-b');
    expect(await entriesOfOthers()).toEqual(before);

    await rollbackRelease(store.releasesDir, 'mfe_blog');
    expect(JSON.parse(await served()).mfe_blog.version).toBe('1.0.0-a');
    expect(await entriesOfOthers()).toEqual(before);
  });
});

describe('an active release deleted by hand from the store', () => {
  test('is reported and left out when the reader asks for it, an error otherwise', async () => {
    await publishFake('mfe_blog', '1.0.0-a');
    await publishFake('mfe_public', '1.0.0-a');
    await activateRelease(store.releasesDir, 'mfe_blog', '1.0.0-a');
    await activateRelease(store.releasesDir, 'mfe_public', '1.0.0-a');
    const blogFolder = releaseFolder(store.releasesDir, 'mfe_blog', '1.0.0-a');
    await readActiveRemotes(store.releasesDir);
    await fs.rm(blogFolder, { recursive: true });

    const missing: unknown[] = [];
    const active = await readActiveRemotes(store.releasesDir, {
      onMissing: (release) => missing.push(release),
    });

    expect(active.map((remote) => remote.name)).toEqual(['mfe_public']);
    expect(missing).toEqual([{ name: 'mfe_blog', version: '1.0.0-a', dir: blogFolder }]);
    await expect(readActiveRemotes(store.releasesDir)).rejects.toThrow(
      new ReleaseError(
        `Das aktive Release mfe-blog 1.0.0-a fehlt im Release-Speicher (${blogFolder}); wiederherstellen oder eine andere Version aktivieren.`,
      ),
    );
  });
});

describe('the state file under concurrent commands', () => {
  test('concurrent activations, each taking the lock on its own, lose no update', async () => {
    const versions = Array.from({ length: 12 }, (_, index) => `1.0.${index}-x`);
    for (const name of remoteNames) {
      for (const version of versions) await publishFake(name, version);
    }

    await Promise.all(
      remoteNames.flatMap((name) =>
        versions.map((version) => activateRelease(store.releasesDir, name, version)),
      ),
    );

    const state = await readReleaseState(store.releasesDir);
    for (const name of remoteNames) {
      const recorded = state.remotes[name]?.history.map((entry) => entry.version) ?? [];
      expect([...recorded].sort()).toEqual([...versions].sort());
      expect(state.remotes[name]?.active).toBe(recorded.at(-1));
    }
  });

  test('a failed write leaves the previous state.json whole and no temporary file', async () => {
    await publishFake('mfe_blog', '1.0.0-a');
    await publishFake('mfe_blog', '1.1.0-b');
    await activateRelease(store.releasesDir, 'mfe_blog', '1.0.0-a');
    const before = await fs.readFile(path.join(store.releasesDir, 'state.json'), 'utf8');
    jest.spyOn(fs, 'rename').mockRejectedValueOnce(new Error('Stromausfall'));

    await expect(activateRelease(store.releasesDir, 'mfe_blog', '1.1.0-b')).rejects.toThrow(
      'Stromausfall',
    );

    expect(await fs.readFile(path.join(store.releasesDir, 'state.json'), 'utf8')).toBe(before);
    const leftovers = (await fs.readdir(store.releasesDir)).filter((file) =>
      file.includes('state'),
    );
    expect(leftovers).toEqual(['state.json']);
  });

  test('a reader during many writes always sees a complete state', async () => {
    const versions = Array.from({ length: 20 }, (_, index) => `3.0.${index}-r`);
    for (const version of versions) await publishFake('mfe_blog', version);
    let writing = true;
    const reads: Promise<number> = (async () => {
      let count = 0;
      while (writing) {
        await readReleaseState(store.releasesDir);
        count += 1;
      }
      return count;
    })();

    for (const version of versions) await activateRelease(store.releasesDir, 'mfe_blog', version);
    writing = false;

    expect(await reads).toBeGreaterThan(0);
    expect((await readReleaseState(store.releasesDir)).remotes.mfe_blog?.history).toHaveLength(20);
  });
});

/** The pid of a process that has already ended. */
async function endedPid(): Promise<number> {
  const { stdout } = await run(process.execPath, [
    '-e',
    'process.stdout.write(String(process.pid))',
  ]);
  return Number(stdout);
}

const host = os.hostname().replace(/[^A-Za-z0-9.-]/g, '_');

describe('leftover staging folders (issue 20)', () => {
  async function leaveStaging(name: string, ageMs = 0) {
    const folder = path.join(store.releasesDir, '.staging', name);
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(path.join(folder, 'remoteEntry.js'), 'halb kopiert');
    const time = new Date(Date.now() - ageMs);
    await fs.utimes(folder, time, time);
  }

  test('the next publish removes those of ended processes and of others after an hour', async () => {
    const dead = `${await endedPid()}.@${host}@aaaaaa@mfe-blog-1.0.0-x`;
    const running = `${process.pid}.@${host}@bbbbbb@mfe-blog-1.0.0-y`;
    const otherMachineOld = `1.@anderer-rechner@cccccc@mfe-blog-1.0.0-z`;
    const otherMachineNew = `1.@anderer-rechner@dddddd@mfe-blog-1.0.0-w`;
    const earlierFormat = 'mfe-blog-1.0.0-v-eeeeee';
    await leaveStaging(dead);
    await leaveStaging(running);
    await leaveStaging(otherMachineOld, 2 * 60 * 60_000);
    await leaveStaging(otherMachineNew);
    await leaveStaging(earlierFormat, 2 * 60 * 60_000);

    await publishFake('mfe_blog', '1.0.0-a');

    expect((await fs.readdir(path.join(store.releasesDir, '.staging'))).sort()).toEqual(
      [running, otherMachineNew].sort(),
    );
  });
});

describe('prune --keep (issue 20)', () => {
  const versionsOf = async (name: RemoteName) =>
    (await listReleases(store.releasesDir, name)).map((info) => info.version).sort();

  test('removes releases neither active nor among the last n of the history', async () => {
    for (const version of ['1.0.0-a', '1.1.0-b', '1.2.0-c', '1.3.0-d']) {
      await publishFake('mfe_blog', version);
      await activateRelease(store.releasesDir, 'mfe_blog', version);
    }
    await publishFake('mfe_public', '1.0.0-a');
    await activateRelease(store.releasesDir, 'mfe_public', '1.0.0-a');

    const pruned = await pruneReleases(store.releasesDir, 2);

    expect(pruned).toEqual([
      { name: 'mfe_blog', version: '1.0.0-a' },
      { name: 'mfe_blog', version: '1.1.0-b' },
    ]);
    expect(await versionsOf('mfe_blog')).toEqual(['1.2.0-c', '1.3.0-d']);
    expect(await versionsOf('mfe_public')).toEqual(['1.0.0-a']);
    expect(JSON.parse(await served()).mfe_blog.version).toBe('1.3.0-d');
    // The history forgets removed versions: a rollback goes to a kept one, then no further.
    expect((await rollbackRelease(store.releasesDir, 'mfe_blog')).to).toBe('1.2.0-c');
    await expect(rollbackRelease(store.releasesDir, 'mfe_blog')).rejects.toThrow(
      'mfe-blog hat keine frühere Version',
    );
    expect(await fs.readdir(path.join(store.releasesDir, '.staging'))).toEqual([]);
  });

  test('keeps the active version after a rollback and counts versions, not activations', async () => {
    for (const version of ['1.0.0-a', '1.1.0-b', '1.0.0-a', '1.2.0-c']) {
      if (!(await versionsOf('mfe_blog')).includes(version)) await publishFake('mfe_blog', version);
      await activateRelease(store.releasesDir, 'mfe_blog', version);
    }
    await rollbackRelease(store.releasesDir, 'mfe_blog'); // active again: 1.0.0-a

    expect(await pruneReleases(store.releasesDir, 1)).toEqual([
      { name: 'mfe_blog', version: '1.1.0-b' },
      { name: 'mfe_blog', version: '1.2.0-c' },
    ]);
    expect(JSON.parse(await served()).mfe_blog.version).toBe('1.0.0-a');
    expect(await versionsOf('mfe_blog')).toEqual(['1.0.0-a']);
  });

  test('a release published after the last activation (about to be activated) stays', async () => {
    await publishFake('mfe_blog', '1.0.0-a');
    await activateRelease(store.releasesDir, 'mfe_blog', '1.0.0-a');
    await publishFake('mfe_blog', '0.9.0-never'); // published later, never activated
    await publishFake('mfe_finder', '1.0.0-a'); // a remote without any activation

    expect(await pruneReleases(store.releasesDir, 1)).toEqual([]);
    await activateRelease(store.releasesDir, 'mfe_blog', '0.9.0-never');
    expect(JSON.parse(await served()).mfe_blog.version).toBe('0.9.0-never');
    expect(await versionsOf('mfe_finder')).toEqual(['1.0.0-a']);
  });

  test('an activation racing a prune never ends with a missing active release', async () => {
    for (const version of ['1.0.0-a', '1.1.0-b', '1.2.0-c']) {
      await publishFake('mfe_blog', version);
      await activateRelease(store.releasesDir, 'mfe_blog', version);
    }
    const results = await Promise.allSettled([
      pruneReleases(store.releasesDir, 1),
      activateRelease(store.releasesDir, 'mfe_blog', '1.0.0-a'),
    ]);

    expect(results[0].status).toBe('fulfilled');
    // Either the activation came first (1.0.0-a active and kept) or it was refused.
    const active = JSON.parse(await served()).mfe_blog.version as string;
    expect(await versionsOf('mfe_blog')).toContain(active);
  });

  test('refuses a keep below 1', async () => {
    await expect(pruneReleases(store.releasesDir, 0)).rejects.toThrow(
      '--keep muss eine ganze Zahl ab 1 sein (erhalten: 0).',
    );
  });
});
