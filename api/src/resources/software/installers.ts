import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The installers of the studio software under SOFTWARE_DIR: `windows/*.exe` and `mac/*.dmg`.
 * The newest one of a platform is the file with the highest version number in its name
 * (`Bildbote-Setup-2.10.0.exe` beats `Bildbote-Setup-2.9.3.exe`); files without a number count
 * as oldest, and among equal versions the one changed last wins. Hidden files are ignored.
 */
export const operatingSystems = ['WINDOWS', 'MAC'] as const;
export type OperatingSystem = (typeof operatingSystems)[number];

export const installerPlatforms = {
  WINDOWS: {
    folder: 'windows',
    extension: '.exe',
    contentType: 'application/vnd.microsoft.portable-executable',
    label: 'Windows',
  },
  MAC: {
    folder: 'mac',
    extension: '.dmg',
    contentType: 'application/x-apple-diskimage',
    label: 'macOS',
  },
} as const satisfies Record<OperatingSystem, object>;

export interface Installer {
  operatingSystem: OperatingSystem;
  fileName: string;
  /** Dotted version from the file name, or null. */
  version: string | null;
  /** Absolute path. */
  file: string;
}

/** Plain names only: no path separators, no hidden files, the platform's extension. */
const fileNamePattern = /^[A-Za-z0-9][A-Za-z0-9._ +-]*$/;

function isInstallerName(operatingSystem: OperatingSystem, fileName: string): boolean {
  return (
    fileNamePattern.test(fileName) &&
    fileName.toLowerCase().endsWith(installerPlatforms[operatingSystem].extension)
  );
}

export function versionOf(fileName: string): string | null {
  const numbers = fileName.match(/\d+(?:\.\d+)*/g);
  return numbers?.at(-1) ?? null;
}

/** Negative when `a` is older than `b`; a missing version is older than any. */
export function compareVersions(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export async function newestInstaller(
  softwareDir: string,
  operatingSystem: OperatingSystem,
): Promise<Installer | null> {
  const folder = path.join(softwareDir, installerPlatforms[operatingSystem].folder);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const candidates = await Promise.all(
    names
      .filter((name) => isInstallerName(operatingSystem, name))
      .map(async (name) => {
        const stat = await fs.stat(path.join(folder, name)).catch(() => null);
        return stat?.isFile() ? { name, changedAt: stat.mtimeMs, version: versionOf(name) } : null;
      }),
  );
  const newest = candidates
    .filter((candidate) => candidate !== null)
    .sort(
      (a, b) =>
        compareVersions(b.version, a.version) ||
        b.changedAt - a.changedAt ||
        (a.name < b.name ? -1 : 1),
    )[0];
  if (!newest) return null;
  return {
    operatingSystem,
    fileName: newest.name,
    version: newest.version,
    file: path.join(folder, newest.name),
  };
}

/** The path of a named installer, or null when the name is not one of the platform's files. */
export function installerPath(
  softwareDir: string,
  operatingSystem: OperatingSystem,
  fileName: string,
): string | null {
  if (!isInstallerName(operatingSystem, fileName)) return null;
  return path.join(softwareDir, installerPlatforms[operatingSystem].folder, fileName);
}
