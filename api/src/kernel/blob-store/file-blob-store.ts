import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkBlobKey } from './blob-store';
import type { BlobEntry, BlobStore } from './blob-store';

/**
 * Marks a write in progress. Such files are listed under their own name, so the sweeper removes
 * what a crash left half-written; `get` never sees them.
 */
const partialSuffix = '.partial';

/** One file per key in `directory` (created on first write). */
export function createFileBlobStore(directory: string): BlobStore {
  const fileOf = (key: string) => path.join(directory, checkBlobKey(key));

  return {
    async put(key, bytes) {
      const target = fileOf(key);
      await fs.mkdir(directory, { recursive: true });
      // Written beside the target and renamed: a reader sees the old bytes or all the new ones.
      const partial = `${target}.${randomBytes(6).toString('hex')}${partialSuffix}`;
      try {
        await fs.writeFile(partial, bytes, { flag: 'wx' });
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async list() {
      let names: string[];
      try {
        names = await fs.readdir(directory);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const entries = await Promise.all(names.map((name) => entryOf(directory, name)));
      return entries.filter((entry): entry is BlobEntry => entry !== null);
    },
  };
}

async function entryOf(directory: string, name: string): Promise<BlobEntry | null> {
  try {
    const stats = await fs.stat(path.join(directory, name));
    return stats.isFile() ? { key: name, storedAt: stats.mtime } : null;
  } catch (error) {
    // Deleted between readdir and stat.
    if (isMissing(error)) return null;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
