import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from 'shared-ui/store/app-store';
import { SiteLayout } from './features/layout/site-layout';
import type { RemoteRegistry } from './features/remotes/remote-registry';
import { RemoteRegistryContext } from './features/remotes/remote-registry-context';

export interface AppProps {
  store: AppStore;
  registry: RemoteRegistry;
}

export function App({ store, registry }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RemoteRegistryContext value={registry}>
          <BrowserRouter>
            <SiteLayout />
          </BrowserRouter>
        </RemoteRegistryContext>
      </Provider>
    </StrictMode>
  );
}
