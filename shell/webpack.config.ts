import type { Configuration } from 'webpack';
import { createAppConfig } from '../deploy/webpack/create-app-config';
import { createStartScriptConfig } from '../deploy/webpack/create-start-script-config';

const app = createAppConfig({ appDir: __dirname, federationName: 'shell', devPort: 3000 });
const startScript = createStartScriptConfig({
  appDir: __dirname,
  entry: './src/deferred-start.ts',
  after: 'shell',
});

// The development server has no prerendered pages, so no start script either.
export default (env: unknown, argv: { mode?: Configuration['mode'] }) =>
  argv.mode === 'development' ? app(env, argv) : [app(env, argv), startScript()];
