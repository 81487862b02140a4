import { Suspense, useReducer } from 'react';
import { AreaErrorBoundary } from 'shared-ui/components/area-error-boundary';
import { PagePending } from '../layout/page-pending';
import { useDocumentMeta } from '../routing/document-meta';
import { useRemoteRegistry } from './remote-registry-context';
import type { RemoteRouteEntry } from './remotes-manifest';

/** One page of a remote, loaded on first visit and contained by the area's error boundary. */
export function RemoteRoutePage({ route }: { route: RemoteRouteEntry }) {
  const registry = useRemoteRegistry();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useDocumentMeta(route);
  const Page = registry.pageComponent(route.remote, route.path);
  const retry = () => {
    registry.forgetRemote(route.remote);
    rerender();
  };
  return (
    <AreaErrorBoundary area={route.remote} onRetry={retry}>
      <Suspense fallback={<PagePending />}>
        {/* Stable identity: the registry caches one lazy page per path until a retry. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </Suspense>
    </AreaErrorBoundary>
  );
}
