import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folders this test file made (Jest loads the module once per file). */
const made: string[] = [];

/** A new empty folder in the system's temporary folder, removed by `removeTemporaryDirectories`. */
export function temporaryDirectory(prefix: string): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(directory);
  return directory;
}

/** Removes every folder `temporaryDirectory` made for this test file (in `afterAll`). */
export function removeTemporaryDirectories(): void {
  for (const directory of made.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
}
