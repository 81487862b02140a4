import { Route, Routes, useLocation } from 'react-router-dom';
import { AreaUnavailable } from 'shared-ui/components/area-error-boundary';
import { PagePending } from '../layout/page-pending';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemoteRoutePage } from '../remotes/remote-route-page';
import { useRemoteRegistry, useRemotesState } from '../remotes/remote-registry-context';

/** The content area: the routes of all remotes from /remotes.json, anything else is a 404. */
export function ShellRoutes() {
  const registry = useRemoteRegistry();
  const state = useRemotesState();
  // A navigation makes /remotes.json worth re-reading before a remote loads for the first time.
  registry.noteLocation(useLocation().key);

  if (state.status === 'loading') return <PagePending label="Seite wird geladen …" />;
  if (state.status === 'failed') return <AreaUnavailable onRetry={() => void registry.start()} />;

  return (
    <Routes>
      {state.routes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<RemoteRoutePage key={route.path} route={route} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
