import type { Configuration } from 'webpack';
import { releaseBasePlaceholder } from 'shared-ui/prerender/prerendered-files';
import { createPrerenderConfig } from '../deploy/webpack/create-prerender-config';
import { blogContentRule } from './build/blog-content-rule';

const prerenderConfig = createPrerenderConfig({
  appDir: __dirname,
  publicPath: releaseBasePlaceholder,
});

/** As mfe-public's, plus the content files the pages are made of. */
export default (): Configuration => {
  const config = prerenderConfig();
  config.module?.rules?.push(blogContentRule);
  return config;
};
