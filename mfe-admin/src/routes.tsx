import type { RemoteRoute } from 'shared-ui/routing/remote-routes';

const routes: RemoteRoute[] = [];

export default routes;
