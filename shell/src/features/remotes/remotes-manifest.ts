import { remoteNames, type RemoteName } from 'shared-ui/remotes/remote-names';
import type { RemoteEntry, RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import type { RouteMeta } from 'shared-ui/routing/route-meta';

export const remotesManifestUrl = '/remotes.json';

/** A path of the site and the remote that renders it. */
export interface RemoteRouteEntry extends RouteMeta {
  remote: RemoteName;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRouteMeta(value: unknown): value is RouteMeta {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    value.path.startsWith('/') &&
    typeof value.title === 'string' &&
    typeof value.description === 'string'
  );
}

function parseEntry(name: RemoteName, value: unknown): RemoteEntry | null {
  if (
    !isRecord(value) ||
    typeof value.version !== 'string' ||
    typeof value.entry !== 'string' ||
    !Array.isArray(value.routes)
  ) {
    console.warn(`/remotes.json: Eintrag für ${name} ist unvollständig und wird ignoriert.`);
    return null;
  }
  return {
    version: value.version,
    entry: value.entry,
    routes: value.routes.filter(isRouteMeta).map(({ path, title, description }) => ({
      path,
      title,
      description,
    })),
  };
}

/** Keeps the known remotes with complete entries; anything else is ignored with a warning. */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (!isRecord(json)) throw new Error('/remotes.json ist kein Objekt.');
  const manifest: RemotesManifest = {};
  for (const name of remoteNames) {
    if (!(name in json)) continue;
    const entry = parseEntry(name, json[name]);
    if (entry) manifest[name] = entry;
  }
  return manifest;
}

/** Always asks the server (no-cache): activating a release changes this file, not the shell. */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetch(remotesManifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json antwortete mit ${response.status}.`);
  return parseRemotesManifest(await response.json());
}

/** Path → remote, in the order of `remoteNames`; a path claimed twice keeps its first owner. */
export function buildRouteTable(manifest: RemotesManifest): RemoteRouteEntry[] {
  const table: RemoteRouteEntry[] = [];
  const owners = new Map<string, RemoteName>();
  for (const remote of remoteNames) {
    for (const route of manifest[remote]?.routes ?? []) {
      const owner = owners.get(route.path);
      if (owner) {
        console.warn(`${route.path} gehört schon zu ${owner}; ${remote} wird dafür ignoriert.`);
        continue;
      }
      owners.set(route.path, remote);
      table.push({ ...route, remote });
    }
  }
  return table;
}
