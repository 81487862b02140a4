import { createContext, use, useSyncExternalStore } from 'react';
import type { RemoteRegistry, RemotesState } from './remote-registry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = use(RemoteRegistryContext);
  if (!registry) throw new Error('RemoteRegistryContext fehlt.');
  return registry;
}

export function useRemotesState(): RemotesState {
  const registry = useRemoteRegistry();
  // A prerendered page hydrates with the manifest the registry adopted from it before rendering.
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getSnapshot);
}
