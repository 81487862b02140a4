import { prerenderRemoteRoutes } from 'shared-ui/prerender/prerender-remote-routes';
import routes from './routes';

/** Run by the build (webpack.prerender.config.ts): the HTML of the index and of every article. */
export default function prerender() {
  return prerenderRemoteRoutes(routes.filter((route) => !route.noindex));
}
