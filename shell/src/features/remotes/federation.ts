import {
  getInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-ui/remotes/remote-names';

/*
 * The only place that talks to the Module Federation runtime (Jest cannot load remotes; tests
 * mock this module). Remotes are registered at runtime from /remotes.json, never at build time.
 */

export interface FederatedRemote {
  name: RemoteName;
  /** URL of the release's mf-manifest.json. */
  entry: string;
}

const unavailableMarker = Symbol.for('bildbote.remoteUnavailable');

interface UnavailableModule {
  [unavailableMarker]: true;
  error: unknown;
}

function isUnavailable(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && unavailableMarker in module;
}

/**
 * The runtime's error layer: a failed remote (manifest 404, network, script error) resolves to a
 * fallback module instead of an unhandled runtime error; `loadFederatedModule` turns it into an
 * error for the retry and the area's error boundary. Earlier lifecycles expect other shapes
 * (manifest JSON, load arguments), so they let the error travel on to `onLoad`.
 */
function remoteUnavailablePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bildbote-remote-unavailable',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote-Modul ${id} konnte nicht geladen werden.`, error);
      const fallback: UnavailableModule = { [unavailableMarker]: true, error };
      return fallback;
    },
  };
}

let federation: ModuleFederation | null = null;

function runtime(): ModuleFederation {
  if (federation) return federation;
  const instance = getInstance();
  if (!instance) throw new Error('Die Module-Federation-Laufzeit des Shells fehlt.');
  instance.registerPlugins([remoteUnavailablePlugin()]);
  federation = instance;
  return instance;
}

/**
 * Registers remotes or points them at a new release. `force` replaces an earlier registration;
 * callers only re-register remotes that have not been loaded on this page.
 */
export function registerFederatedRemotes(remotes: FederatedRemote[]): void {
  if (remotes.length === 0) return;
  runtime().registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
}

/** Loads an exposed module, e.g. `mfe_blog/routes`; rejects when the remote is unavailable. */
export async function loadFederatedModule(id: string): Promise<unknown> {
  const module = await runtime().loadRemote<unknown>(id);
  if (module == null) throw new Error(`${id} wurde nicht gefunden.`);
  if (isUnavailable(module)) {
    throw new Error(`${id} ist nicht verfügbar.`, { cause: module.error });
  }
  return module;
}
