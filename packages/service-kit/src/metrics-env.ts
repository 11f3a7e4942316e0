import Joi from 'joi';
import { optionalSetting } from './settings';

/**
 * METRICS_PORT of a process whose own ports are public (the BFF) or that runs as several workers
 * (the BFF, the renderer): its metrics are answered on a port of their own, never on the site's.
 */
export const METRICS_PORT_SETTING = optionalSetting(
  Joi.number().integer().min(0).max(65535),
  'the port Prometheus reads `GET /metrics` on, on `HOST` (with several workers the primary answers for all of them); unset, none; `0` picks a free port, which the `listening` JSON line named `metrics` reports',
);
