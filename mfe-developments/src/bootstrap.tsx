import { mountStandalone } from '@reedmere/web-kit';
import RemoteRoutes from './exposes/routes';

// The standalone dev page: this remote alone, as the shell would mount it.
mountStandalone(RemoteRoutes);
