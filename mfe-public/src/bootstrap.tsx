import { renderStandalone } from 'shared-ui/components/standalone-host';
import routes from './routes';

const container = document.getElementById('root');
if (container) renderStandalone(routes, container);
