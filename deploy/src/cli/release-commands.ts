import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteFolders, remoteNames, type RemoteName } from 'shared-ui/remotes/remote-names';
import { singletonPackages } from '../../webpack/shared-singletons';
import {
  compatibilityProblems,
  readShellManifest,
  sharedVersions,
} from '../releases/compatibility';
import { readFederationManifest, type FederationManifest } from '../releases/federation-manifest';
import { withLock } from '../releases/file-lock';
import { ReleaseError } from '../releases/release-error';
import {
  activateRelease,
  buildVersion,
  listReleases,
  publishRelease,
  readActiveRemotes,
  readReleaseInfo,
  readReleaseState,
  releaseFolder,
  remotesManifest,
  rollbackRelease,
  type ReleaseState,
  type SwitchResult,
} from '../releases/release-store';

/** Where the commands work: the release store, the active shell's build and the workspaces. */
export interface ReleaseContext {
  releasesDir: string;
  shellDir: string;
  repositoryRoot: string;
}

/** Accepts the folder name (`mfe-blog`) or the federation name (`mfe_blog`). */
export function parseRemote(argument: string | undefined): RemoteName {
  const name = remoteNames.find(
    (candidate) => candidate === argument || remoteFolders[candidate] === argument,
  );
  if (name) return name;
  const known = Object.values(remoteFolders).join(', ');
  throw new ReleaseError(
    argument
      ? `Unbekannter Remote „${argument}“; bekannt sind: ${known}.`
      : `Remote fehlt (${known}).`,
  );
}

function runBuild(repositoryRoot: string, folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The build log goes to stderr: stdout carries only the new version, for scripts.
    const child = spawn('npm', ['run', 'build', '-w', folder], {
      cwd: repositoryRoot,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new ReleaseError(`Der Build von ${folder} ist fehlgeschlagen (Exit-Code ${code}).`),
          ),
    );
  });
}

async function packageVersion(repositoryRoot: string, folder: string): Promise<string> {
  const file = path.join(repositoryRoot, folder, 'package.json');
  return (JSON.parse(await fs.readFile(file, 'utf8')) as { version: string }).version;
}

export interface PublishOptions {
  /** An existing build output to publish instead of building the workspace. */
  distDir?: string;
}

/**
 * Builds the remote (unless a build is given) and stores it as a new immutable release.
 * Two publications of the same remote at once would overwrite each other's build output: a
 * second one is refused while the first runs.
 */
export async function publishRemote(
  context: ReleaseContext,
  name: RemoteName,
  options: PublishOptions = {},
): Promise<string> {
  const folder = remoteFolders[name];
  const lockFile = path.join(context.releasesDir, `${folder}.publish.lock`);
  return withLock(
    lockFile,
    `Die Veröffentlichung von ${folder}`,
    async () => {
      const distDir = options.distDir ?? path.join(context.repositoryRoot, folder, 'dist');
      if (!options.distDir) await runBuild(context.repositoryRoot, folder);
      const version = await buildVersion(
        distDir,
        await packageVersion(context.repositoryRoot, folder),
      );
      await publishRelease(context.releasesDir, name, distDir, version);
      return version;
    },
    { timeoutMs: 0, staleMs: 60 * 60_000 },
  );
}

function releaseManifest(context: ReleaseContext, name: RemoteName, version: string) {
  const dir = releaseFolder(context.releasesDir, name, version);
  return readFederationManifest(dir, `Release ${remoteFolders[name]} ${version}`);
}

/** The other remotes' active releases: singletons the shell does not share come from them. */
async function otherActiveManifests(
  context: ReleaseContext,
  state: ReleaseState,
  except: RemoteName,
): Promise<Partial<Record<RemoteName, FederationManifest>>> {
  const manifests: Partial<Record<RemoteName, FederationManifest>> = {};
  for (const name of remoteNames) {
    const version = state.remotes[name]?.active;
    if (name !== except && version) manifests[name] = await releaseManifest(context, name, version);
  }
  return manifests;
}

/** The check both switches run under the lock, with the version about to become active. */
function refuseIncompatible(context: ReleaseContext, name: RemoteName, action: string) {
  return async (version: string) => {
    const shell = await readShellManifest(context.shellDir);
    const others = await otherActiveManifests(
      context,
      await readReleaseState(context.releasesDir),
      name,
    );
    const release = await releaseManifest(context, name, version);
    const problems = compatibilityProblems(name, release, shell, others);
    if (problems.length === 0) return;
    throw new ReleaseError(
      [
        `${action} von ${remoteFolders[name]} ${version} abgelehnt:`,
        ...problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
  };
}

export function activateRemote(
  context: ReleaseContext,
  name: RemoteName,
  version: string,
): Promise<SwitchResult> {
  return activateRelease(context.releasesDir, name, version, {
    beforeSwitch: refuseIncompatible(context, name, 'Aktivierung'),
  });
}

export function rollbackRemote(context: ReleaseContext, name: RemoteName): Promise<SwitchResult> {
  return rollbackRelease(context.releasesDir, name, {
    beforeSwitch: refuseIncompatible(context, name, 'Rückkehr'),
  });
}

export type Compatibility =
  | { kind: 'compatible' }
  | { kind: 'incompatible'; problems: string[] }
  | { kind: 'unknown'; reason: string };

export interface RemoteStatus {
  name: RemoteName;
  active: string | null;
  previous: string | null;
  publishedAt: string | null;
  activeSince: string | null;
  releaseCount: number;
  compatibility: Compatibility | null;
}

async function compatibilityOf(
  context: ReleaseContext,
  state: ReleaseState,
  name: RemoteName,
  version: string,
  shell: FederationManifest | Error,
): Promise<Compatibility> {
  if (shell instanceof Error) return { kind: 'unknown', reason: shell.message };
  try {
    const release = await releaseManifest(context, name, version);
    const others = await otherActiveManifests(context, state, name);
    const problems = compatibilityProblems(name, release, shell, others);
    return problems.length === 0 ? { kind: 'compatible' } : { kind: 'incompatible', problems };
  } catch (error) {
    if (error instanceof ReleaseError) return { kind: 'unknown', reason: error.message };
    throw error;
  }
}

export interface ReleaseStatus {
  /** The singleton versions the active shell provides, or why they cannot be read. */
  shell: { singletons: { name: string; version: string | null }[] } | { unknown: string };
  remotes: RemoteStatus[];
}

function singletonVersions(shell: FederationManifest) {
  const provided = sharedVersions(shell);
  return singletonPackages.map((name) => ({ name, version: provided.get(name) ?? null }));
}

export async function releaseStatus(context: ReleaseContext): Promise<ReleaseStatus> {
  const state = await readReleaseState(context.releasesDir);
  const shell = await readShellManifest(context.shellDir).catch((error: unknown) => {
    if (error instanceof ReleaseError) return error;
    throw error;
  });
  const remotes: RemoteStatus[] = [];
  for (const name of remoteNames) {
    const current = state.remotes[name];
    const active = current?.active ?? null;
    remotes.push({
      name,
      active,
      previous: current?.history.at(-2)?.version ?? null,
      publishedAt: active
        ? ((await readReleaseInfo(context.releasesDir, name, active))?.publishedAt ?? null)
        : null,
      activeSince: current?.activeSince ?? current?.history.at(-1)?.activatedAt ?? null,
      releaseCount: (await listReleases(context.releasesDir, name)).length,
      compatibility: active ? await compatibilityOf(context, state, name, active, shell) : null,
    });
  }
  return {
    shell:
      shell instanceof Error
        ? { unknown: shell.message }
        : { singletons: singletonVersions(shell) },
    remotes,
  };
}

const germanDateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

const when = (iso: string | null) => (iso ? germanDateTime.format(new Date(iso)) : '–');

function describeCompatibility(compatibility: Compatibility | null): string[] {
  if (!compatibility) return ['–'];
  switch (compatibility.kind) {
    case 'compatible':
      return ['ja'];
    case 'incompatible':
      return ['NEIN', ...compatibility.problems.map((problem) => `  - ${problem}`)];
    case 'unknown':
      return [`nicht prüfbar: ${compatibility.reason}`];
  }
}

function describeShell(shell: ReleaseStatus['shell']): string {
  if ('unknown' in shell) return `Shell: nicht prüfbar – ${shell.unknown}`;
  const versions = shell.singletons
    .map((entry) => `${entry.name} ${entry.version ?? '(nicht geteilt)'}`)
    .join(', ');
  return `Shell (geteilte Singletons): ${versions}`;
}

/** The text `deploy status` prints: the shell's versions, then one block per remote. */
export function formatStatus(status: ReleaseStatus): string {
  const label = (text: string) => `  ${text.padEnd(16)}`;
  const blocks = status.remotes.map((remote) => {
    const [verdict, ...details] = describeCompatibility(remote.compatibility);
    return [
      `${remoteFolders[remote.name]} (${remote.name})`,
      `${label('Aktiv:')}${remote.active ?? '– (kein Release aktiv)'}`,
      `${label('Vorherige:')}${remote.previous ?? '–'}`,
      `${label('Veröffentlicht:')}${when(remote.publishedAt)}`,
      `${label('Aktiv seit:')}${when(remote.activeSince)}`,
      `${label('Verträglich:')}${verdict}`,
      ...details.map((detail) => `${label('')}${detail}`),
      `${label('Releases:')}${remote.releaseCount}`,
    ].join('\n');
  });
  return [describeShell(status.shell), ...blocks].join('\n\n');
}

/** `/remotes.json` as the gateway serves it, for a CDN or bucket that serves static files. */
export async function remotesJson(context: ReleaseContext): Promise<string> {
  return `${JSON.stringify(remotesManifest(await readActiveRemotes(context.releasesDir)), null, 2)}\n`;
}
