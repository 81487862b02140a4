import type { Preload } from 'shared-ui/prerender/prerendered-files';
import { startOnFirstInteraction } from './features/deferred-start/start-on-interaction';

// The gateway puts this script on prerendered pages in place of the shell's entry (issue 22).
const { app, preloads } = (document.currentScript as HTMLScriptElement | null)?.dataset ?? {};
if (app) {
  startOnFirstInteraction({
    appScript: app,
    preloads: preloads ? (JSON.parse(preloads) as Preload[]) : [],
  });
}
