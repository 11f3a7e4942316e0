import { runService } from '@reedmere/service-kit';
import { mediaConfig, mediaEnvSchema, type MediaConfig } from '../config';
import { createImagePool, type ImagePool } from '../domain/image-pool';
import { createApp } from './create-app';

let pool: ImagePool | undefined;

runService<MediaConfig>({
  name: 'media',
  defaultPort: 4105,
  env: mediaEnvSchema,
  config: mediaConfig,
  createApp: (context) => {
    pool = createImagePool(context.config.imageWorkers);
    return createApp(context, pool);
  },
  startBackground: () => () => pool?.close(),
});
