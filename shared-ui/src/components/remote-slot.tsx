import { lazy, Suspense, useReducer, type ComponentType, type LazyExoticComponent } from 'react';
// By package name, not relatively: only a 'shared-ui/…' request resolves to the page-wide
// singleton the shell registered its loader in; a relative import would bundle a second copy.
import { loadRemoteModule } from 'shared-ui/remotes/remote-module-loader';
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

/** One load per module for the page; a failed load is forgotten. */
const components = new Map<string, LazyExoticComponent<ComponentType>>();

function remoteComponent(id: string): LazyExoticComponent<ComponentType> {
  let component = components.get(id);
  if (!component) {
    component = lazy(() =>
      loadComponent(id).catch((error: unknown) => {
        // A failure is not remembered: the next mount (or the retry button) loads again.
        components.delete(id);
        throw error;
      }),
    );
    components.set(id, component);
  }
  return component;
}

/**
 * Shows a module of another remote inside this page (the remotes never import each other).
 * It loads lazily through the loader the shell registered and is contained by its own error
 * boundary: if it fails, only this slot shows the notice with a retry button.
 */
export function RemoteSlot({ id }: RemoteSlotProps) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const Remote = remoteComponent(id);
  const retry = () => {
    components.delete(id);
    rerender();
  };
  return (
    <AreaErrorBoundary area={id} onRetry={retry}>
      <Suspense fallback={<LoadingState />}>
        {/* Stable identity: one lazy component per id, cached at module level until a retry. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Remote />
      </Suspense>
    </AreaErrorBoundary>
  );
}
