import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { remoteFolders, type RemoteName } from 'shared-ui/remotes/remote-names';
import {
  federationRuntimeShareKey,
  singletonPackages,
  wholePackageImport,
} from '../../webpack/shared-singletons';
import {
  federationManifestFile,
  readFederationManifest,
  type FederationManifest,
  type SharedModuleInfo,
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

/** Version of each package the build shares, by package (`react/jsx-runtime` counts as `react`). */
export function sharedVersions(manifest: FederationManifest): Map<string, string> {
  const versions = new Map<string, string>();
  for (const entry of manifest.shared) {
    const packageName = packageOf(entry.name);
    if (!versions.has(packageName)) versions.set(packageName, entry.version);
  }
  return versions;
}

/** A build whose shared modules may be the ones the page ends up using. */
interface Provider {
  /** `in der Shell`, `in mfe-admin` */
  where: string;
  /** `die Shell`, `mfe-admin` */
  who: string;
  versions: Map<string, string>;
}

function singletonProblem(
  entry: SharedModuleInfo,
  packageName: string,
  provider: Provider,
): string | null {
  const theirs = provider.versions.get(packageName) ?? '';
  if (!semver.valid(entry.version) || !semver.valid(theirs)) {
    return `${packageName}: keine gültige Versionsnummer (Release ${entry.version}, ${provider.who} ${theirs}).`;
  }
  if (semver.major(entry.version) !== semver.major(theirs)) {
    return (
      `${packageName}: Hauptversion ${semver.major(entry.version)} im Release, ` +
      `${semver.major(theirs)} ${provider.where} (Singleton).`
    );
  }
  const range = entry.requiredVersion;
  if (range && semver.validRange(range) && !semver.satisfies(theirs, range)) {
    return `${entry.name}: verlangt ${range}, ${provider.who} liefert ${theirs}.`;
  }
  return null;
}

/**
 * A singleton exists once on the page: with 'loaded-first' the shell's copy wins. A singleton the
 * shell does not share comes from whichever remote loads first, so it must fit every other one.
 */
function sharedProblems(
  release: FederationManifest,
  shell: FederationManifest,
  otherRemotes: Partial<Record<RemoteName, FederationManifest>>,
): string[] {
  const shellProvider: Provider = {
    where: 'in der Shell',
    who: 'die Shell',
    versions: sharedVersions(shell),
  };
  const remoteProviders = Object.entries(otherRemotes).map(([name, manifest]): Provider => ({
    where: `in ${remoteFolders[name as RemoteName]}`,
    who: remoteFolders[name as RemoteName],
    versions: sharedVersions(manifest),
  }));
  // The manifest flags only a package's own entry (not `shared-ui/...` subpaths) as singleton.
  const singletons = new Set<string>([
    ...singletonPackages,
    ...[...release.shared, ...shell.shared]
      .filter((entry) => entry.singleton)
      .map((entry) => packageOf(entry.name)),
  ]);
  const problems = new Set<string>();
  for (const entry of release.shared) {
    const packageName = packageOf(entry.name);
    if (!singletons.has(packageName)) continue;
    // A remote built without its own federation runtime runs on the shell's, never on another
    // remote's: an older shell that does not hand one over cannot run it at all.
    if (packageName === federationRuntimeShareKey && !shellProvider.versions.has(packageName)) {
      problems.add(
        `${packageName}: das Release nutzt die Module-Federation-Laufzeit ${entry.version} der ` +
          'Shell, die laufende Shell stellt keine bereit (Shell neu bauen und ausliefern).',
      );
      continue;
    }
    const providers = shellProvider.versions.has(packageName)
      ? [shellProvider]
      : remoteProviders.filter((provider) => provider.versions.has(packageName));
    for (const provider of providers) {
      const problem = singletonProblem(entry, packageName, provider);
      if (problem) problems.add(problem);
    }
  }
  return [...problems];
}

/**
 * The shell provides the router packages with a fixed list of exports, not whole: a release
 * whose code imports one outside that list would find it missing at run time.
 */
function exportProblems(release: FederationManifest, shell: FederationManifest): string[] {
  const problems: string[] = [];
  for (const entry of release.shared) {
    const provided = shell.shared.find(
      (shellEntry) => shellEntry.name === entry.name,
    )?.providedExports;
    // A shell that lists nothing provides the whole package.
    if (!provided || !entry.importedExports) continue;
    const missing = entry.importedExports.filter((name) => !provided.includes(name));
    if (missing.length === 0) continue;
    const what = missing.map((name) => (name === wholePackageImport ? 'das ganze Paket' : name));
    problems.push(
      `${entry.name}: das Release importiert ${what.join(', ')}, die Shell stellt davon nur ` +
        'eine Auswahl bereit (providedRouterExports in deploy/webpack/shared-singletons.ts ' +
        'ergänzen, Shell zuerst ausliefern).',
    );
  }
  return problems;
}

/**
 * Reasons why a release must not become active beside the running shell and the other remotes'
 * active releases; empty when it fits.
 * A singleton mismatch only warns in the browser, so it is refused here instead.
 */
export function compatibilityProblems(
  name: RemoteName,
  release: FederationManifest,
  shell: FederationManifest,
  otherRemotes: Partial<Record<RemoteName, FederationManifest>> = {},
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
  return [
    ...problems,
    ...sharedProblems(release, shell, otherRemotes),
    ...exportProblems(release, shell),
  ];
}
