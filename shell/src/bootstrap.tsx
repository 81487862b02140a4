import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  inlineRemotesManifestId,
  prerenderedRootAttribute,
} from 'shared-ui/prerender/prerendered-files';
import { setRemoteModuleLoader } from 'shared-ui/remotes/remote-module-loader';
import { createAppStore } from 'shared-ui/store/app-store';
import 'shared-ui/styles/tokens.css';
import 'shared-ui/styles/base.css';
import { App } from './app';
import { adoptConsentCookie } from './features/consent/consent-cookie';
import { RemoteRegistry } from './features/remotes/remote-registry';
import { parseRemotesManifest } from './features/remotes/remotes-manifest';

const registry = new RemoteRegistry();
// Remotes reach each other's modules (e.g. mfe_finder/FinderSection) through this loader.
setRemoteModuleLoader(registry.loadModule);
adoptConsentCookie();

/** The manifest of a prerendered page (the gateway writes it beside the HTML), if any. */
function inlineManifest(container: HTMLElement) {
  if (!container.hasAttribute(prerenderedRootAttribute)) return null;
  const data = document.getElementById(inlineRemotesManifestId)?.textContent;
  if (!data) return null;
  try {
    return parseRemotesManifest(JSON.parse(data));
  } catch (error) {
    console.warn('Die Seite bringt kein lesbares /remotes.json mit.', error);
    return null;
  }
}

const container = document.getElementById('root');
if (container) {
  const app = <App store={createAppStore()} registry={registry} />;
  const manifest = inlineManifest(container);
  if (manifest) {
    // The page arrived with its content: React takes over the same markup. As a transition the
    // hydration yields to the browser every few milliseconds instead of holding the main thread
    // (issue 22: blocking time on a slow phone); the page is readable meanwhile, and a click on
    // it makes React finish hydrating at once and replay the click.
    registry.adopt(manifest);
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) =>
          console.error(
            'Hydrierung: Abweichung vom Server-HTML.',
            error,
            (error as { cause?: unknown }).cause,
          ),
      });
    });
  } else {
    void registry.start();
    createRoot(container).render(app);
  }
}
