import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from 'shared-ui/remotes/remote-names';
import { publishRelease } from '../release-store';
import { writeRemoteBuild } from './fake-builds';

/** Where a test's release store lives: `root` holds the fake builds, `releasesDir` the store. */
export interface TemporaryReleaseStore {
  root: string;
  releasesDir: string;
  /** Publishes a fake build of `name` (see `writeRemoteBuild`) and returns its folder. */
  publishFake(name: RemoteName, version: string, marker?: string): Promise<string>;
}

/**
 * An empty release store in a fresh temporary folder for each test of the calling file,
 * removed after the test. Read its fields inside the tests: they change per test.
 */
export function useTemporaryReleaseStore(): TemporaryReleaseStore {
  const store: TemporaryReleaseStore = {
    root: '',
    releasesDir: '',
    async publishFake(name, version, marker = version) {
      const dist = await writeRemoteBuild(path.join(store.root, 'dist', name, version), {
        name,
        marker,
      });
      await publishRelease(store.releasesDir, name, dist, version);
      return dist;
    },
  };
  beforeEach(async () => {
    store.root = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-releases-'));
    store.releasesDir = path.join(store.root, 'releases');
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await fs.rm(store.root, { recursive: true, force: true });
  });
  return store;
}
