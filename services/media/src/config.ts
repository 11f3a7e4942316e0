import { availableParallelism } from 'node:os';
import Joi from 'joi';
import { setting, type Settings } from '@reedmere/service-kit';

export const SERVICE_NAME = 'media';
export const DEFAULT_PORT = 4105;

export interface MediaConfig {
  /** Images decoded and re-encoded at once (one libvips thread each); the rest wait their turn. */
  imageWorkers: number;
}

/** Leave one core to the event loop (serving files, health) and use the rest for images. */
export const DEFAULT_IMAGE_WORKERS = Math.max(1, availableParallelism() - 1);

/** The service's own variables, validated with the common ones at start-up. */
export const MEDIA_SETTINGS = {
  IMAGE_WORKERS: setting(Joi.number().integer().min(1).max(64).default(DEFAULT_IMAGE_WORKERS), {
    meaning: 'images decoded and re-encoded at once, one thread each',
    shownDefault: 'the cores less one, at least 1',
  }),
} satisfies Settings;

export function mediaConfig(env: Record<string, unknown>): MediaConfig {
  return { imageWorkers: env.IMAGE_WORKERS as number };
}
