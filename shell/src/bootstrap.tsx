import { createRoot } from 'react-dom/client';
import { setRemoteModuleLoader } from 'shared-ui/remotes/remote-module-loader';
import { createAppStore } from 'shared-ui/store/app-store';
import 'shared-ui/styles/tokens.css';
import 'shared-ui/styles/base.css';
import { App } from './app';
import { adoptConsentCookie } from './features/consent/consent-cookie';
import { RemoteRegistry } from './features/remotes/remote-registry';

const registry = new RemoteRegistry();
// Remotes reach each other's modules (e.g. mfe_finder/FinderSection) through this loader.
setRemoteModuleLoader(registry.loadModule);
void registry.start();
adoptConsentCookie();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App store={createAppStore()} registry={registry} />);
