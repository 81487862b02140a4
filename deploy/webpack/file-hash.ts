import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders that never hold build inputs. */
const skippedFolders = new Set(['node_modules', 'dist', 'coverage']);

/**
 * The files below `folder`, skipping installed packages and build output; none when the folder
 * does not exist.
 */
export function filesBelow(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...filesBelow(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** SHA-256 (hex) of the files' names relative to `root` and their contents, in sorted order. */
export function filesHash(files: string[], root: string): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}
