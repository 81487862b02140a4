import { createAppConfig } from '../deploy/webpack/create-app-config';

export default createAppConfig({ appDir: __dirname, federationName: 'shell', devPort: 3000 });
