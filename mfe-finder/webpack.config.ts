import { createAppConfig } from '../deploy/webpack/create-app-config';
import { routeManifest } from './src/route-manifest';

export default createAppConfig({
  appDir: __dirname,
  federationName: 'mfe_finder',
  exposes: {
    './routes': './src/routes.tsx',
    './FinderSection': './src/features/finder/finder-section.tsx',
  },
  routeManifest,
  devPort: 3002,
});
