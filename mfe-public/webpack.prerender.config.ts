import { releaseBasePlaceholder } from 'shared-ui/prerender/prerendered-files';
import { createPrerenderConfig } from '../deploy/webpack/create-prerender-config';

export default createPrerenderConfig({ appDir: __dirname, publicPath: releaseBasePlaceholder });
