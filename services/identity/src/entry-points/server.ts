import { runService } from '@reedmere/service-kit';
import { IDENTITY_DEFAULT_PORT, identityConfig, identityEnvSchema, SERVICE_NAME } from '../config';
import { createApp } from './create-app';

runService({
  name: SERVICE_NAME,
  defaultPort: IDENTITY_DEFAULT_PORT,
  env: identityEnvSchema,
  config: identityConfig,
  createApp,
});
