import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RouteMeta } from 'shared-ui/routing/route-meta';
import { remoteFolders, remoteNames, type RemoteName } from 'shared-ui/remotes/remote-names';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import { readFederationManifest } from './federation-manifest';
import { precompressFolder } from './precompress';
import os from 'node:os';
import { currentProcessStart, holderIsAlive, withLock, type LockOptions } from './file-lock';
import { ReleaseError } from './release-error';

/**
 * The release store: every published remote build is an immutable folder
 * `<releases>/<folder>/<version>/`; `state.json` records the active version per remote.
 * Old folders stay, because open browser tabs still lazy-load chunks of the version they started with.
 * The store is plain files, so the same layout works on a CDN or bucket.
 */
export interface ReleaseHistoryEntry {
  version: string;
  activatedAt: string;
}

export interface RemoteReleaseState {
  /** The version `/remotes.json` points at. */
  active: string;
  /** When `active` became active, by activation or rollback (absent in states of early builds). */
  activeSince?: string;
  /** Activations, oldest first; the last one is the active version. A rollback removes it. */
  history: ReleaseHistoryEntry[];
}

export interface ReleaseState {
  remotes: Partial<Record<RemoteName, RemoteReleaseState>>;
}

/** `release.json`, written into every release folder at publication. */
export interface ReleaseInfo {
  remote: RemoteName;
  version: string;
  publishedAt: string;
}

export interface ActiveRemote {
  name: RemoteName;
  version: string;
  dir: string;
  routes: RouteMeta[];
}

export interface SwitchResult {
  name: RemoteName;
  /** The version active before the command; null when the remote had none. */
  from: string | null;
  to: string;
  /** False when the requested version was already active. */
  changed: boolean;
}

export interface SwitchOptions {
  /** Runs under the lock with the version about to become active; throws to refuse. */
  beforeSwitch?: (version: string) => Promise<void>;
  lock?: LockOptions;
}

/** Versions become folder and URL segments: `0.1.0-3f9a0c1b2d`, no slashes or dots of their own. */
const releaseVersionPattern = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;
export const releaseInfoFile = 'release.json';
const stagingFolder = '.staging';
/** A staging folder of another machine older than this belongs to a publish that died. */
const abandonedStagingMs = 60 * 60_000;

/**
 * Name of a folder under `.staging`: `<pid>.<start>@<host>@<random>@<what>`, so a later command
 * can tell whether the process that made it is still running.
 */
function stagingName(what: string): string {
  const host = os.hostname().replace(/[^A-Za-z0-9.-]/g, '_');
  const owner = `${process.pid}.${currentProcessStart() ?? ''}`;
  return `${owner}@${host}@${randomBytes(6).toString('hex')}@${what}`;
}

async function isAbandonedStaging(folder: string, name: string): Promise<boolean> {
  const [owner, host] = name.split('@');
  const [pid, start] = (owner ?? '').split('.');
  if (host === os.hostname().replace(/[^A-Za-z0-9.-]/g, '_') && Number(pid) > 0) {
    return !holderIsAlive(Number(pid), start || undefined);
  }
  try {
    return Date.now() - (await fs.stat(folder)).mtimeMs > abandonedStagingMs;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return false;
    throw error;
  }
}

/**
 * Removes what publishes and prunes that died left in `.staging` (a killed process cannot clean
 * up after itself): at once when their process on this machine is gone, after an hour when they
 * come from another machine. Folders of running commands stay. Returns the removed names.
 */
export async function removeLeftoverStaging(releasesDir: string): Promise<string[]> {
  const staging = path.join(releasesDir, stagingFolder);
  let entries: string[];
  try {
    entries = await fs.readdir(staging);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return [];
    throw error;
  }
  const removed: string[] = [];
  for (const entry of entries) {
    const folder = path.join(staging, entry);
    if (!(await isAbandonedStaging(folder, entry))) continue;
    await fs.rm(folder, { recursive: true, force: true });
    removed.push(entry);
  }
  return removed;
}

export function isReleaseVersion(version: string): boolean {
  return releaseVersionPattern.test(version) && !version.includes('..');
}

export function releaseFolder(releasesDir: string, name: RemoteName, version: string): string {
  if (!isReleaseVersion(version)) {
    throw new ReleaseError(`„${version}“ ist keine gültige Release-Version.`);
  }
  return path.join(releasesDir, remoteFolders[name], version);
}

const stateFile = (releasesDir: string) => path.join(releasesDir, 'state.json');
const stateLockFile = (releasesDir: string) => path.join(releasesDir, 'state.json.lock');

function isErrno(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

export async function readReleaseState(releasesDir: string): Promise<ReleaseState> {
  let text: string;
  try {
    text = await fs.readFile(stateFile(releasesDir), 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return { remotes: {} };
    throw error;
  }
  try {
    return JSON.parse(text) as ReleaseState;
  } catch {
    throw new ReleaseError(`${stateFile(releasesDir)} ist beschädigt (kein gültiges JSON).`);
  }
}

/**
 * Temporary file, flushed to disk, then renamed over `state.json`: a reader (the gateway on
 * every request) sees the old or the new state, never a half-written one. Callers hold the lock.
 */
async function writeReleaseState(releasesDir: string, state: ReleaseState): Promise<void> {
  await fs.mkdir(releasesDir, { recursive: true });
  const temporary = path.join(
    releasesDir,
    `.state.json.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const handle = await fs.open(temporary, 'wx');
    try {
      await handle.writeFile(`${JSON.stringify(state, null, 2)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, stateFile(releasesDir));
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Read, change and write `state.json` under the store's lock, so two commands running at the same
 * time cannot overwrite each other's change. `change` edits the state in place.
 */
export async function updateReleaseState<T>(
  releasesDir: string,
  change: (state: ReleaseState) => Promise<T>,
  lock: LockOptions = {},
): Promise<T> {
  await fs.mkdir(releasesDir, { recursive: true });
  return withLock(
    stateLockFile(releasesDir),
    'Der Release-Speicher',
    async () => {
      const state = await readReleaseState(releasesDir);
      const before = JSON.stringify(state);
      const result = await change(state);
      if (JSON.stringify(state) !== before) await writeReleaseState(releasesDir, state);
      return result;
    },
    lock,
  );
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Version of a build: the package version plus a short hash over every file of the build output
 * (names and contents), so any change of what browsers would load gives a new version.
 */
export async function buildVersion(distDir: string, packageVersion: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesBelow(distDir)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(await fs.readFile(path.join(distDir, file)));
    hash.update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

async function exists(target: string): Promise<boolean> {
  try {
    await fs.access(target);
    return true;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return false;
    throw error;
  }
}

const alreadyPublished = (name: RemoteName, version: string) =>
  new ReleaseError(
    `Das Release ${remoteFolders[name]} ${version} existiert bereits; Releases werden nie überschrieben.`,
  );

/**
 * Copies a build into the store as `<folder>/<version>/` with a `release.json`. The copy is made
 * in a staging folder and renamed into place, so the release appears complete or not at all.
 */
export async function publishRelease(
  releasesDir: string,
  name: RemoteName,
  distDir: string,
  version: string,
): Promise<string> {
  const target = releaseFolder(releasesDir, name, version);
  if (await exists(target)) throw alreadyPublished(name, version);
  const built = await readFederationManifest(distDir, `Build unter ${distDir}`);
  if (built.name !== name) {
    throw new ReleaseError(`Der Build unter ${distDir} ist ${built.name}, nicht ${name}.`);
  }

  await removeLeftoverStaging(releasesDir);
  const staging = path.join(
    releasesDir,
    stagingFolder,
    stagingName(`${remoteFolders[name]}-${version}`),
  );
  await fs.mkdir(path.dirname(staging), { recursive: true });
  await fs.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.cp(distDir, staging, { recursive: true });
    // Every text file is stored with its brotli and gzip forms: the gateway sends them as they are.
    await precompressFolder(staging);
    const info: ReleaseInfo = { remote: name, version, publishedAt: new Date().toISOString() };
    await fs.writeFile(path.join(staging, releaseInfoFile), `${JSON.stringify(info, null, 2)}\n`);
    await fs.rename(staging, target);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    // Renaming onto a folder that appeared meanwhile fails: someone published the same build.
    if (isErrno(error, 'ENOTEMPTY') || isErrno(error, 'EEXIST'))
      throw alreadyPublished(name, version);
    throw error;
  }
  return target;
}

export async function readReleaseInfo(
  releasesDir: string,
  name: RemoteName,
  version: string,
): Promise<ReleaseInfo | null> {
  try {
    const file = path.join(releaseFolder(releasesDir, name, version), releaseInfoFile);
    return JSON.parse(await fs.readFile(file, 'utf8')) as ReleaseInfo;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
}

/** The published releases of a remote, oldest first. */
export async function listReleases(releasesDir: string, name: RemoteName): Promise<ReleaseInfo[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(path.join(releasesDir, remoteFolders[name]));
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return [];
    throw error;
  }
  const infos: ReleaseInfo[] = [];
  for (const entry of entries.filter(isReleaseVersion)) {
    const info = await readReleaseInfo(releasesDir, name, entry);
    if (info) infos.push(info);
  }
  return infos.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

async function requirePublished(releasesDir: string, name: RemoteName, version: string) {
  if (!(await exists(releaseFolder(releasesDir, name, version)))) {
    throw new ReleaseError(
      `Das Release ${remoteFolders[name]} ${version} gibt es nicht; erst veröffentlichen (publish).`,
    );
  }
}

/** Makes `version` the active release of `name`; only that remote's entry of `/remotes.json` changes. */
export async function activateRelease(
  releasesDir: string,
  name: RemoteName,
  version: string,
  options: SwitchOptions = {},
): Promise<SwitchResult> {
  return updateReleaseState(
    releasesDir,
    async (state) => {
      const current = state.remotes[name];
      const from = current?.active ?? null;
      if (from === version) return { name, from, to: version, changed: false };
      // Under the lock: a prune running at the same time cannot remove it in between.
      await requirePublished(releasesDir, name, version);
      await options.beforeSwitch?.(version);
      const now = new Date().toISOString();
      state.remotes[name] = {
        active: version,
        activeSince: now,
        history: [...(current?.history ?? []), { version, activatedAt: now }],
      };
      return { name, from, to: version, changed: true };
    },
    options.lock,
  );
}

/** Goes back to the version that was active before the current one. */
export async function rollbackRelease(
  releasesDir: string,
  name: RemoteName,
  options: SwitchOptions = {},
): Promise<SwitchResult> {
  return updateReleaseState(
    releasesDir,
    async (state) => {
      const current = state.remotes[name];
      const previous = current?.history.at(-2);
      if (!current || !previous) {
        throw new ReleaseError(
          `${remoteFolders[name]} hat keine frühere Version, zu der zurückgekehrt werden könnte.`,
        );
      }
      await requirePublished(releasesDir, name, previous.version);
      await options.beforeSwitch?.(previous.version);
      state.remotes[name] = {
        active: previous.version,
        activeSince: new Date().toISOString(),
        history: current.history.slice(0, -1),
      };
      return { name, from: current.active, to: previous.version, changed: true };
    },
    options.lock,
  );
}

export interface PrunedRelease {
  name: RemoteName;
  version: string;
}

/** The versions `prune` keeps of one remote: active, last `keep` of the history, not yet activated. */
function keptVersions(
  current: RemoteReleaseState | undefined,
  published: ReleaseInfo[],
  keep: number,
): Set<string> {
  const kept = new Set<string>();
  if (!current) {
    // Nothing was ever activated: every release is still waiting for its activation.
    for (const info of published) kept.add(info.version);
    return kept;
  }
  kept.add(current.active);
  const recent = new Set<string>();
  for (const entry of [...current.history].reverse()) {
    if (recent.size >= keep) break;
    recent.add(entry.version);
  }
  for (const version of recent) kept.add(version);
  // Published after the last switch and never active: a release about to be activated.
  const everActive = new Set(current.history.map((entry) => entry.version));
  const lastSwitch = current.activeSince ?? current.history.at(-1)?.activatedAt ?? '';
  for (const info of published) {
    if (!everActive.has(info.version) && info.publishedAt > lastSwitch) kept.add(info.version);
  }
  return kept;
}

/**
 * `deploy prune --keep <n>`: removes every release that is neither active, nor among the last
 * `n` versions of its remote's history (the active one counts), nor published after the last
 * activation and still waiting for its own. Under the store's lock, so an activation or
 * rollback cannot pick a release that is being removed; each removed folder is first renamed
 * into `.staging` (it disappears at once and whole), then deleted. The history forgets the
 * removed versions, so a rollback never points at one. Leftover staging folders go too.
 */
export async function pruneReleases(
  releasesDir: string,
  keep: number,
  lock: LockOptions = {},
): Promise<PrunedRelease[]> {
  if (!Number.isInteger(keep) || keep < 1) {
    throw new ReleaseError(`--keep muss eine ganze Zahl ab 1 sein (erhalten: ${keep}).`);
  }
  await removeLeftoverStaging(releasesDir);
  const doomed: string[] = [];
  const pruned = await updateReleaseState(
    releasesDir,
    async (state) => {
      const removed: PrunedRelease[] = [];
      for (const name of remoteNames) {
        const current = state.remotes[name];
        const published = await listReleases(releasesDir, name);
        const kept = keptVersions(current, published, keep);
        for (const info of published) {
          if (kept.has(info.version)) continue;
          const folder = releaseFolder(releasesDir, name, info.version);
          const grave = path.join(
            releasesDir,
            stagingFolder,
            stagingName(`prune-${remoteFolders[name]}-${info.version}`),
          );
          await fs.mkdir(path.dirname(grave), { recursive: true });
          await fs.rename(folder, grave);
          doomed.push(grave);
          removed.push({ name, version: info.version });
        }
        if (current) {
          const history = current.history.filter((entry) => kept.has(entry.version));
          current.history = history.filter(
            (entry, index) => entry.version !== history[index - 1]?.version,
          );
        }
      }
      return removed;
    },
    lock,
  );
  for (const grave of doomed) await fs.rm(grave, { recursive: true, force: true });
  return pruned;
}

// Releases are immutable, so a release's routes are read once per process.
const routesByRelease = new Map<string, RouteMeta[]>();

/**
 * The routes of a release, or null when its folder is gone. `mf-manifest.json` is looked for on
 * every call: a folder deleted by hand after its routes were cached counts as gone too.
 */
async function readRoutes(dir: string): Promise<RouteMeta[] | null> {
  try {
    await fs.access(path.join(dir, 'mf-manifest.json'));
    const known = routesByRelease.get(dir);
    if (known) return known;
    const routes = JSON.parse(
      await fs.readFile(path.join(dir, 'routes.json'), 'utf8'),
    ) as RouteMeta[];
    routesByRelease.set(dir, routes);
    return routes;
  } catch (error) {
    if (isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) return null;
    throw error;
  }
}

/** An active version whose release folder is no longer in the store (deleted by hand). */
export interface MissingRelease {
  name: RemoteName;
  version: string;
  dir: string;
}

export interface ReadActiveOptions {
  /**
   * Leaves a remote whose active release is missing out and reports it here (the gateway: the
   * other remotes keep working). Without it, a missing release is an error.
   */
  onMissing?: (missing: MissingRelease) => void;
}

export async function readActiveRemotes(
  releasesDir: string,
  options: ReadActiveOptions = {},
): Promise<ActiveRemote[]> {
  const state = await readReleaseState(releasesDir);
  const active: ActiveRemote[] = [];
  for (const name of remoteNames) {
    const version = state.remotes[name]?.active;
    if (!version) continue;
    const dir = releaseFolder(releasesDir, name, version);
    const routes = await readRoutes(dir);
    if (routes) {
      active.push({ name, version, dir, routes });
      continue;
    }
    if (!options.onMissing) {
      throw new ReleaseError(
        `Das aktive Release ${remoteFolders[name]} ${version} fehlt im Release-Speicher (${dir}); wiederherstellen oder eine andere Version aktivieren.`,
      );
    }
    options.onMissing({ name, version, dir });
  }
  return active;
}

export function remotesManifest(active: ActiveRemote[]): RemotesManifest {
  const manifest: RemotesManifest = {};
  for (const remote of active) {
    manifest[remote.name] = {
      version: remote.version,
      entry: `/remotes/${remoteFolders[remote.name]}/${remote.version}/mf-manifest.json`,
      routes: remote.routes,
    };
  }
  return manifest;
}
