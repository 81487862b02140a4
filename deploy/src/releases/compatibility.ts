import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { remoteFolders, type RemoteName } from 'shared-ui/remotes/remote-names';
import {
  federationManifestFile,
  readFederationManifest,
  type FederationManifest,
} from './federation-manifest';
import { ReleaseError } from './release-error';

/** What the shell loads from each remote: a release without one of these breaks its area. */
export const expectedExposes: Record<RemoteName, readonly string[]> = {
  mfe_public: ['./routes'],
  mfe_finder: ['./routes', './FinderSection'],
  mfe_registration: ['./routes'],
  mfe_admin: ['./routes'],
  mfe_blog: ['./routes'],
};

/** `react/jsx-runtime` → `react`, `@reduxjs/toolkit/query` → `@reduxjs/toolkit`. */
function packageOf(sharedName: string): string {
  const parts = sharedName.split('/');
  return (sharedName.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The shell's build lists the shared versions it provides in its own `mf-manifest.json` (the
 * shell is built with the manifest switched on for exactly this check).
 */
export async function readShellManifest(shellDir: string): Promise<FederationManifest> {
  if (!fs.existsSync(path.join(shellDir, federationManifestFile))) {
    throw new ReleaseError(
      `Der Shell-Build unter ${shellDir} enthält keine ${federationManifestFile}; ohne sie lässt ` +
        'sich die Verträglichkeit nicht prüfen. Die Shell neu bauen: npm run build -w shell',
    );
  }
  return readFederationManifest(shellDir, 'Shell-Build');
}

function sharedProblems(release: FederationManifest, shell: FederationManifest): string[] {
  const provided = new Map<string, string>();
  for (const entry of shell.shared) {
    if (!provided.has(packageOf(entry.name))) provided.set(packageOf(entry.name), entry.version);
  }
  const singletons = new Set(
    [...release.shared, ...shell.shared]
      .filter((entry) => entry.singleton)
      .map((entry) => packageOf(entry.name)),
  );
  const problems = new Set<string>();
  for (const entry of release.shared) {
    const packageName = packageOf(entry.name);
    if (!singletons.has(packageName)) continue;
    const shellVersion = provided.get(packageName);
    if (!shellVersion) {
      problems.add(`${packageName}: die Shell stellt es nicht bereit (Release: ${entry.version}).`);
      continue;
    }
    if (!semver.valid(entry.version) || !semver.valid(shellVersion)) {
      problems.add(
        `${packageName}: keine gültige Versionsnummer (Release ${entry.version}, Shell ${shellVersion}).`,
      );
      continue;
    }
    if (semver.major(entry.version) !== semver.major(shellVersion)) {
      problems.add(
        `${packageName}: Hauptversion ${semver.major(entry.version)} im Release, ` +
          `${semver.major(shellVersion)} in der Shell (Singleton).`,
      );
      continue;
    }
    const range = entry.requiredVersion;
    if (range && semver.validRange(range) && !semver.satisfies(shellVersion, range)) {
      problems.add(`${entry.name}: verlangt ${range}, die Shell liefert ${shellVersion}.`);
    }
  }
  return [...problems];
}

/**
 * Reasons why a release must not become active beside the running shell; empty when it fits.
 * A singleton mismatch only warns in the browser, so it is refused here instead.
 */
export function compatibilityProblems(
  name: RemoteName,
  release: FederationManifest,
  shell: FederationManifest,
): string[] {
  const problems: string[] = [];
  if (release.name !== name) {
    problems.push(
      `Das Manifest gehört zu ${release.name}, nicht zu ${name} (${remoteFolders[name]}).`,
    );
  }
  const exposed = new Set(release.exposes.map((expose) => expose.path));
  for (const expose of expectedExposes[name]) {
    if (!exposed.has(expose)) {
      const present = [...exposed].join(', ') || 'nichts';
      problems.push(`Das Modul ${expose} fehlt (exponiert: ${present}).`);
    }
  }
  return [...problems, ...sharedProblems(release, shell)];
}
