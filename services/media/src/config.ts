import { availableParallelism } from 'node:os';
import Joi from 'joi';

export const SERVICE_NAME = 'media';
export const DEFAULT_PORT = 4105;

export interface MediaConfig {
  /** Worker threads that decode and re-encode images. */
  imageWorkers: number;
}

/** Leave one core to the event loop (serving files, health) and use the rest for images. */
export const DEFAULT_IMAGE_WORKERS = Math.max(1, availableParallelism() - 1);

export const mediaEnvSchema: Record<string, Joi.Schema> = {
  IMAGE_WORKERS: Joi.number().integer().min(1).max(64).default(DEFAULT_IMAGE_WORKERS),
};

export function mediaConfig(env: Record<string, unknown>): MediaConfig {
  return { imageWorkers: env.IMAGE_WORKERS as number };
}
