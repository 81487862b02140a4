import type { Configuration } from 'webpack';
import { createAppConfig } from '../deploy/webpack/create-app-config';
import { blogContentRule } from './build/blog-content-rule';
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
  config.module?.rules?.push(blogContentRule);
  config.plugins?.push(new BlogFeedPlugin());
  return config;
};
