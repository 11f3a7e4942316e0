import { mountStandalone } from '@reedmere/web-kit';
import { DevPage } from './dev-page';

// The standalone dev page: this remote alone, as the shell would mount it, plus an index page.
mountStandalone(DevPage);
