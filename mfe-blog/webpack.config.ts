import path from 'node:path';
import type { Configuration } from 'webpack';
import { createAppConfig } from '../deploy/webpack/create-app-config';
import { BlogFeedPlugin } from './build/rss-feed';
import { routeManifest } from './src/route-manifest';

const appConfig = createAppConfig({
  appDir: __dirname,
  federationName: 'mfe_blog',
  exposes: { './routes': './src/routes.tsx' },
  routeManifest,
  devPort: 3005,
});

/** The blog's content files become modules at build time (see build/blog-content-loader.ts). */
export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const config = appConfig(env, argv);
  config.module?.rules?.push({
    test: /[\\/]content[\\/](blog\.yaml|articles[\\/][^\\/]+\.md)$/,
    use: path.join(__dirname, 'build/blog-content-loader.ts'),
  });
  config.plugins?.push(new BlogFeedPlugin());
  return config;
};
