import { runService } from '@reedmere/service-kit';
import {
  DEFAULT_PORT,
  mediaConfig,
  MEDIA_SETTINGS,
  SERVICE_NAME,
  type MediaConfig,
} from '../config';
import { createImagePool, type ImagePool } from '../domain/image-pool';
import { createApp } from './create-app';

let pool: ImagePool | undefined;

runService<MediaConfig>({
  name: SERVICE_NAME,
  defaultPort: DEFAULT_PORT,
  settings: MEDIA_SETTINGS,
  config: mediaConfig,
  createApp: (context) => {
    pool = createImagePool(context.config.imageWorkers);
    return createApp(context, pool);
  },
  startBackground: () => () => pool?.close(),
});
