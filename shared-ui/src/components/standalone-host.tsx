import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from 'shared-ui/store/app-store';
import type { RemoteRoute } from '../routing/remote-routes';
import { LoadingState } from './spinner';
// The shell loads these on the composed site; alone, the remote needs them itself.
import '../styles/tokens.css';
import '../styles/base.css';

/**
 * Minimal host for running one remote alone in development (`npm run dev -w <remote>`):
 * the same store and router as in the shell, without header, footer or other remotes.
 */
export function renderStandalone(routes: RemoteRoute[], container: HTMLElement) {
  const store = createAppStore();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <Suspense fallback={<LoadingState />}>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<p>Diese Seite gehört nicht zu diesem Bereich.</p>} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
