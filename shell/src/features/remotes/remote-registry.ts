import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from 'shared-ui/remotes/remote-names';
import type { RemotesManifest } from 'shared-ui/remotes/remotes-manifest';
import type { RemoteRoute } from 'shared-ui/routing/remote-routes';
import { loadFederatedModule, registerFederatedRemotes } from './federation';
import { buildRouteTable, fetchRemotesManifest, type RemoteRouteEntry } from './remotes-manifest';

export type RemotesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; routes: RemoteRouteEntry[] };

function isRemoteRouteList(value: unknown): value is RemoteRoute[] {
  return (
    Array.isArray(value) &&
    value.every(
      (route) =>
        typeof route === 'object' &&
        route !== null &&
        typeof (route as RemoteRoute).path === 'string' &&
        (typeof (route as RemoteRoute).Component === 'function' ||
          typeof (route as RemoteRoute).Component === 'object'),
    )
  );
}

/**
 * What the shell knows about the remotes on this page: the active releases from /remotes.json,
 * which remotes are registered with the federation runtime and which are already loaded.
 *
 * - Routes of a remote load on the first navigation into it (`pageComponent`).
 * - After a navigation, the first load of a remote that is not loaded yet re-reads /remotes.json,
 *   so a release activated meanwhile is used. A loaded remote keeps its release until reload.
 * - A failed load is retried once; after that the area's boundary shows the notice, and its
 *   retry button calls `forgetRemote` so the next render loads again.
 */
export class RemoteRegistry {
  private state: RemotesState = { status: 'loading' };
  private manifest: RemotesManifest = {};
  private readonly listeners = new Set<() => void>();
  private readonly registeredEntries = new Map<RemoteName, string>();
  private readonly loadedRemotes = new Set<RemoteName>();
  private readonly routeLoads = new Map<RemoteName, Promise<RemoteRoute[]>>();
  private readonly pages = new Map<string, LazyExoticComponent<ComponentType>>();
  private manifestStale = false;
  private locationKey: string | null = null;
  private refreshing: Promise<void> | null = null;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): RemotesState => this.state;

  /** Reads /remotes.json at start (and again when the visitor retries after a failure). */
  readonly start = async (): Promise<void> => {
    if (this.state.status !== 'loading') this.setState({ status: 'loading' });
    try {
      this.apply(await fetchRemotesManifest());
    } catch (error) {
      console.error('/remotes.json konnte nicht geladen werden.', error);
      this.setState({ status: 'failed' });
    }
  };

  /**
   * Takes the manifest the gateway put into a prerendered page, so the first render shows the
   * same routes as the server HTML without waiting for /remotes.json.
   */
  adopt(manifest: RemotesManifest): void {
    this.apply(manifest);
  }

  /**
   * Tells the registry where the router is. Called while rendering the routes (idempotent), so a
   * navigation is known before the new page starts loading its remote.
   */
  noteLocation(key: string): void {
    if (this.locationKey !== null && this.locationKey !== key) this.manifestStale = true;
    this.locationKey = key;
  }

  /** The page component of one path; stable until `forgetRemote`, so React keeps its state. */
  pageComponent(remote: RemoteName, path: string): LazyExoticComponent<ComponentType> {
    const key = `${remote} ${path}`;
    let page = this.pages.get(key);
    if (!page) {
      page = lazy(async () => {
        const route = (await this.routesOf(remote)).find((candidate) => candidate.path === path);
        if (!route) throw new Error(`${remote} kennt die Seite ${path} nicht.`);
        // Remotes export lazy pages themselves; React cannot resolve a lazy type to another lazy
        // type, so the page is rendered as an element of a plain component.
        const RemotePage = () => createElement(route.Component);
        return { default: RemotePage };
      });
      this.pages.set(key, page);
    }
    return page;
  }

  /** Drops what failed for a remote, so the next render loads it again. */
  forgetRemote(remote: RemoteName): void {
    this.routeLoads.delete(remote);
    for (const key of this.pages.keys()) {
      if (key.startsWith(`${remote} `)) this.pages.delete(key);
    }
    this.manifestStale = true;
  }

  /** The loader behind shared-ui's `loadRemoteModule` (e.g. `mfe_finder/FinderSection`). */
  readonly loadModule = async (id: string): Promise<unknown> => {
    const remote = id.split('/')[0] as RemoteName;
    await this.ensureCurrentRelease(remote);
    return this.load(remote, id);
  };

  private routesOf(remote: RemoteName): Promise<RemoteRoute[]> {
    let routes = this.routeLoads.get(remote);
    if (!routes) {
      routes = (async () => {
        await this.ensureCurrentRelease(remote);
        const module = (await this.load(remote, `${remote}/routes`)) as { default?: unknown };
        if (!isRemoteRouteList(module.default)) {
          throw new Error(`${remote}/routes exportiert keine Liste von Seiten.`);
        }
        return module.default;
      })();
      routes.catch(() => this.routeLoads.delete(remote));
      this.routeLoads.set(remote, routes);
    }
    return routes;
  }

  private async load(remote: RemoteName, id: string): Promise<unknown> {
    let module: unknown;
    try {
      module = await loadFederatedModule(id);
    } catch (firstError) {
      console.warn(`${id}: zweiter Versuch nach Fehler.`, firstError);
      module = await loadFederatedModule(id);
    }
    this.loadedRemotes.add(remote);
    return module;
  }

  private async ensureCurrentRelease(remote: RemoteName): Promise<void> {
    if (this.manifestStale && !this.loadedRemotes.has(remote)) {
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = null;
      });
      await this.refreshing;
    }
    if (!this.registeredEntries.has(remote)) {
      throw new Error(`${remote} ist in /remotes.json nicht eingetragen.`);
    }
  }

  private async refresh(): Promise<void> {
    this.manifestStale = false;
    try {
      this.apply(await fetchRemotesManifest());
    } catch (error) {
      // The release known so far is still the best guess.
      console.warn('/remotes.json konnte nicht erneut geladen werden.', error);
    }
  }

  /** Takes over a new manifest; loaded remotes keep the release (and routes) they run. */
  private apply(next: RemotesManifest): void {
    const merged: RemotesManifest = { ...next };
    for (const remote of this.loadedRemotes) merged[remote] = this.manifest[remote];

    const changed = Object.entries(next)
      .filter(([name]) => !this.loadedRemotes.has(name as RemoteName))
      .filter(([name, entry]) => this.registeredEntries.get(name as RemoteName) !== entry.entry)
      .map(([name, entry]) => ({ name: name as RemoteName, entry: entry.entry }));
    registerFederatedRemotes(changed);
    for (const { name, entry } of changed) this.registeredEntries.set(name, entry);

    const routesChanged =
      this.state.status !== 'ready' || JSON.stringify(merged) !== JSON.stringify(this.manifest);
    this.manifest = merged;
    if (routesChanged) this.setState({ status: 'ready', routes: buildRouteTable(merged) });
  }

  private setState(state: RemotesState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
