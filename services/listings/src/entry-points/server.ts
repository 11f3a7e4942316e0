import { runService } from '@reedmere/service-kit';
import { DEFAULT_PORT, LISTINGS_SETTINGS, SERVICE_NAME } from '../config';
import { createApp } from './create-app';

runService({
  name: SERVICE_NAME,
  defaultPort: DEFAULT_PORT,
  settings: LISTINGS_SETTINGS,
  createApp,
});
