import { runService } from '@reedmere/service-kit';
import { IDENTITY_DEFAULT_PORT, identityConfig, identityEnvSchema } from '../config';
import { createApp } from './create-app';

runService({
  name: 'identity',
  defaultPort: IDENTITY_DEFAULT_PORT,
  env: identityEnvSchema,
  config: identityConfig,
  createApp,
});
