/**
 * How code inside one remote reaches a module of another remote without importing it
 * (e.g. mfe-public's home page shows `mfe_finder/FinderSection`): the shell registers its
 * federation loader here at start; shared-ui is a singleton, so every remote sees it.
 */
export type RemoteModuleLoader = (id: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

export function setRemoteModuleLoader(next: RemoteModuleLoader | null): void {
  loader = next;
}

export function loadRemoteModule<T>(id: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`Kein Loader für ${id} registriert.`));
  return loader(id) as Promise<T>;
}
