import { runService } from '@reedmere/service-kit';
import {
  contentConfig,
  contentEnvSchema,
  DEFAULT_PORT,
  SERVICE_NAME,
  type ContentConfig,
} from '../config';
import { startBackground } from './background';
import { createApp } from './create-app';

runService<ContentConfig>({
  name: SERVICE_NAME,
  defaultPort: DEFAULT_PORT,
  env: contentEnvSchema,
  config: contentConfig,
  createApp,
  startBackground,
});
