import { Suspense, use, type ComponentType } from 'react';
import { loadRemoteModule } from '../remotes/remote-module-loader';
import { AreaErrorBoundary } from './area-error-boundary';
import { LoadingState } from './spinner';

export interface RemoteSlotProps {
  /** `<federation name>/<exposed module>`, e.g. `mfe_finder/FinderSection`. */
  id: string;
}

interface ComponentModule {
  default: ComponentType;
}

function isComponentModule(value: unknown): value is ComponentModule {
  const exported = (value as { default?: unknown } | null)?.default;
  return typeof exported === 'function' || (typeof exported === 'object' && exported !== null);
}

async function loadComponent(id: string): Promise<ComponentModule> {
  const module = await loadRemoteModule<unknown>(id);
  if (!isComponentModule(module)) throw new Error(`${id} hat keinen Standard-Export.`);
  return module;
}

/** One load per module for the page; a failed load is forgotten when the visitor retries. */
const loads = new Map<string, Promise<ComponentModule>>();

function componentModule(id: string): Promise<ComponentModule> {
  let load = loads.get(id);
  if (!load) {
    load = loadComponent(id);
    loads.set(id, load);
  }
  return load;
}

function RemoteComponent({ id }: RemoteSlotProps) {
  const { default: Remote } = use(componentModule(id));
  return <Remote />;
}

/**
 * Shows a module of another remote inside this page (the remotes never import each other).
 * It loads lazily through the loader the shell registered and is contained by its own error
 * boundary: if it fails, only this slot shows the notice with a retry button.
 */
export function RemoteSlot({ id }: RemoteSlotProps) {
  return (
    <AreaErrorBoundary area={id} onRetry={() => loads.delete(id)}>
      <Suspense fallback={<LoadingState />}>
        <RemoteComponent id={id} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
