import type { RouteMeta } from '../routing/route-meta';
import type { RemoteName } from './remote-names';

/**
 * `/remotes.json`, fetched by the shell at start (no-cache). `entry` points at the active
 * release's `mf-manifest.json`; `routes` tells the shell which paths the remote answers before
 * it is loaded, so routes of a remote are loaded lazily on first navigation.
 */
export interface RemoteEntry {
  version: string;
  entry: string;
  routes: RouteMeta[];
}

/** The federation plugin's manifest in every build's output; `entry` above points at it. */
export const federationManifestFile = 'mf-manifest.json';

export type RemotesManifest = Partial<Record<RemoteName, RemoteEntry>>;
