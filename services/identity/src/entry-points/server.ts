import { runService } from '@reedmere/service-kit';
import { IDENTITY_DEFAULT_PORT, identityConfig, IDENTITY_SETTINGS, SERVICE_NAME } from '../config';
import { createApp } from './create-app';

runService({
  name: SERVICE_NAME,
  defaultPort: IDENTITY_DEFAULT_PORT,
  settings: IDENTITY_SETTINGS,
  config: identityConfig,
  createApp,
});
