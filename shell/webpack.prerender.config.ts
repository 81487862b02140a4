import { createPrerenderConfig } from '../deploy/webpack/create-prerender-config';

export default createPrerenderConfig({ appDir: __dirname, publicPath: '/' });
