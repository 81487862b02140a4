import { configureStore } from '@reduxjs/toolkit';
import { createElement, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { dynamicMiddleware, rootReducer } from 'shared-ui/store/app-store';
import type { RemoteRoute } from '../routing/remote-routes';
import type { PrerenderedPages } from './prerendered-files';
import { renderToHtml } from './render-to-html';

/**
 * The HTML of a remote's public pages, made by the build with the remote's own components: each
 * page inside one Suspense boundary, as the shell's route renders it, with a fresh store (no
 * data from the API yet, as on the client's first render) and the router at the page's path.
 */
/**
 * The page's store as the client's first render sees it, without the browser's session effects
 * (no restore request, no channel between tabs).
 */
export function prerenderStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

/** The providers every page has on the client: the store and the router at `path`. */
export function atPath(path: string, tree: ReactNode): ReactNode {
  // Both components' prop types require `children`, so it cannot be a third argument here.
  /* eslint-disable react/no-children-prop */
  return createElement(Provider, {
    store: prerenderStore(),
    children: createElement(StaticRouter, { location: path, children: tree }),
  });
  /* eslint-enable react/no-children-prop */
}

export async function prerenderRemoteRoutes(routes: RemoteRoute[]): Promise<PrerenderedPages> {
  const pages: Record<string, string> = {};
  for (const { path, Component } of routes) {
    pages[path] = await renderToHtml(
      atPath(path, createElement(Suspense, { fallback: null }, createElement(Component))),
    );
  }
  return { pages };
}
