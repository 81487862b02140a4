import fs from 'node:fs';
import path from 'node:path';
import type { FileCacheOptions } from 'webpack';
import { filesBelow, filesHash } from './file-hash';

/** Hash of the build set-up: the common webpack code and the workspace's own build files. */
function buildSetUpHash(appDir: string): string {
  const files = [
    ...filesBelow(__dirname),
    ...filesBelow(path.join(appDir, 'build')),
    ...fs
      .readdirSync(appDir)
      .filter((name) => /^webpack\..*ts$/.test(name))
      .map((name) => path.join(appDir, name)),
  ];
  return filesHash(files, appDir).slice(0, 16);
}

/**
 * Webpack's file-system cache for a workspace's development server (issue 15): a restart
 * compiles only the modules changed since the last one. Module results depend on the build set-up too, which
 * webpack does not see inside a TypeScript configuration, so the set-up's hash is the cache's
 * version: a changed loader rule or plugin never reuses modules compiled under the old one.
 */
export function persistentCache(appDir: string, build: string): FileCacheOptions {
  return {
    type: 'filesystem',
    name: build,
    version: buildSetUpHash(appDir),
    cacheDirectory: path.join(
      appDir,
      '..',
      'node_modules',
      '.cache',
      'webpack',
      path.basename(appDir),
    ),
  };
}
