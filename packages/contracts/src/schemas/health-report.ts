import Joi from 'joi';
import {
  HEALTH_EVENT_KINDS,
  HEALTH_EVENT_MAX_COUNT,
  HEALTH_REPORT_MAX_EVENTS,
  LOAD_PHASES,
  type HealthEvent,
  type HealthReport,
} from '../health-reports';
import { REMOTE_NAMES } from '../remote-names';
import type { SchemaKeysOf } from './schema-keys';

export type { HealthEvent, HealthReport } from '../health-reports';

const healthEventSchema = Joi.object({
  remote: Joi.string()
    .valid(...REMOTE_NAMES)
    .required()
    .messages({ 'any.only': `remote must be one of ${REMOTE_NAMES.join(', ')}` }),
  // A build id, `built-in` or `external`: short, and nothing but letters, digits and dashes.
  version: Joi.string()
    .pattern(/^[A-Za-z0-9-]{1,40}$/, 'version')
    .required(),
  kind: Joi.string()
    .valid(...HEALTH_EVENT_KINDS)
    .required(),
  phase: Joi.string()
    .valid(...LOAD_PHASES)
    .when('kind', {
      is: 'load-failed',
      then: Joi.required(),
      otherwise: Joi.forbidden(),
    })
    .messages({
      'any.required': 'a load failure names its phase',
      'any.unknown': 'only a load failure names a phase',
    }),
  count: Joi.number().integer().min(1).max(HEALTH_EVENT_MAX_COUNT).required(),
} satisfies SchemaKeysOf<Required<HealthEvent>>);

/** A browser's report of the remotes its pages ran (`POST /api/health-reports`). */
export const healthReportSchema = Joi.object({
  events: Joi.array().items(healthEventSchema).min(1).max(HEALTH_REPORT_MAX_EVENTS).required(),
} satisfies SchemaKeysOf<HealthReport>);
