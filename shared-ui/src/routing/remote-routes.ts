import type { ComponentType } from 'react';
import type { RouteMeta } from './route-meta';

/** One page a remote renders; the default export of every remote's `./routes` module is a list of these. */
export interface RemoteRoute extends RouteMeta {
  Component: ComponentType;
}

export interface RemoteRoutesModule {
  default: RemoteRoute[];
}
