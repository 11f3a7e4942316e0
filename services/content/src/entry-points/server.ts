import { runService } from '@reedmere/service-kit';
import {
  contentConfig,
  CONTENT_SETTINGS,
  DEFAULT_PORT,
  SERVICE_NAME,
  type ContentConfig,
} from '../config';
import { startBackground } from './background';
import { createApp } from './create-app';

runService<ContentConfig>({
  name: SERVICE_NAME,
  defaultPort: DEFAULT_PORT,
  settings: CONTENT_SETTINGS,
  config: contentConfig,
  createApp,
  startBackground,
});
