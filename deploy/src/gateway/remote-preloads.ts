import path from 'node:path';
import type { Preload } from 'shared-ui/prerender/prerendered-files';
import { remoteFolders } from 'shared-ui/remotes/remote-names';
import { federationManifestFile, readFederationManifest } from '../releases/federation-manifest';
import type { ActiveRemote } from '../releases/release-store';

// Releases are immutable: each release's preload list is worked out once per process.
const preloadsByRelease = new Map<string, Preload[]>();

/**
 * What the shell will ask for, one after another, before the page of `remote` can render: its
 * mf-manifest.json, its remoteEntry.js and the chunk exposing `./routes`. Announced in the HTML,
 * the browser fetches them in parallel with the shell's own scripts instead of in a chain.
 * `as` and the crossorigin mode match how the federation runtime requests each file (a plain
 * `fetch` for the manifest, classic script tags for the rest), so the preloads are reused.
 */
export async function remotePreloads(remote: ActiveRemote): Promise<Preload[]> {
  const known = preloadsByRelease.get(remote.dir);
  if (known) return known;
  const base = `/remotes/${remoteFolders[remote.name]}/${remote.version}/`;
  const { remoteEntry, exposes } = await readFederationManifest(
    remote.dir,
    `Release ${remoteFolders[remote.name]} ${remote.version}`,
  );
  // A manifest without an entry (not written by the federation plugin) just gets no hints.
  if (!remoteEntry) return [];
  const routesExpose = exposes.find((expose) => expose.name === 'routes');
  const preloads: Preload[] = [
    { href: `${base}${federationManifestFile}`, as: 'fetch' },
    { href: `${base}${path.posix.join(remoteEntry.path, remoteEntry.name)}`, as: 'script' },
    ...(routesExpose?.assets?.js?.sync ?? []).map((file): Preload => ({
      href: `${base}${file}`,
      as: 'script',
    })),
  ];
  preloadsByRelease.set(remote.dir, preloads);
  return preloads;
}
