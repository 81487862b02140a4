import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The extensions every embedded database loads (the finder's distance search needs both). */
export const pgliteExtensions = { cube, earthdistance };

/**
 * What PGlite 0.5 does with its files under DATA_DIR, read in its sources: PostgreSQL runs with
 * `-F` (fsync off) among its default start parameters, and Emscripten's NODEFS, which maps the
 * files onto the real disk, has no `fsync` of its own (`fd_sync` calls `stream_ops.fsync` when
 * there is one, `fdatasync` does nothing at all). So a committed transaction sat in the page
 * cache: a crash of the process lost nothing, a power cut could.
 *
 * Made durable here: NODEFS gets an `fsync` that calls the real `fsync(2)` on the file's
 * descriptor, PostgreSQL starts without `-F` and syncs its WAL by `fsync` (the `fdatasync` path
 * stays a no-op in Emscripten). A commit returns after its WAL record is on the disk, as on
 * PostgreSQL; checkpoints sync the data files.
 */
export const durableStartParams: string[] = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/** WASI's EIO: PostgreSQL treats a failed fsync as fatal, as it must. */
const wasiEio = 29;

interface NodefsStream {
  nfd?: number;
}

interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodefsStream) => number } };
}

/** Counts the real fsync calls (tests). */
export const fsyncCalls = { count: 0 };

/** PGlite's Node file system with a working `fsync`. */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [
      ...((emscriptenOpts.preRun as ((module: EmscriptenModule) => void)[] | undefined) ?? []),
      (module: EmscriptenModule) => {
        module.NODEFS.stream_ops.fsync = (stream) => {
          if (typeof stream.nfd !== 'number') return 0;
          try {
            fs.fsyncSync(stream.nfd);
            fsyncCalls.count += 1;
            return 0;
          } catch {
            return wasiEio;
          }
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
  }
}

/**
 * Syncs every file and folder below `directory` (and the folder itself) to the disk. A new
 * database is made by initdb in memory and copied into its folder without fsync; this makes the
 * fresh folder as durable as every later commit.
 */
export function syncTree(directory: string): void {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) syncTree(full);
    else if (entry.isFile()) syncPath(full);
  }
  syncPath(directory);
}

function syncPath(target: string): void {
  const descriptor = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(descriptor);
    fsyncCalls.count += 1;
  } finally {
    fs.closeSync(descriptor);
  }
}

/** Options for PGlite on files in `dataDir` that survive a power cut once a commit returned. */
export function durablePgliteOptions(dataDir: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(dataDir), startParams: durableStartParams };
}
