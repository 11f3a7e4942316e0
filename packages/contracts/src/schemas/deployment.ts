import Joi from 'joi';
import { ROLLBACK_REASON_MAX, type RollbackRequest } from '../deployments';
import { REMOTE_NAMES } from '../remote-names';

export type { RollbackRequest } from '../deployments';

/** The remote named in a deployment's path. */
export const deploymentRemoteSchema = Joi.object({
  remote: Joi.string()
    .valid(...REMOTE_NAMES)
    .required()
    .messages({ 'any.only': `remote must be one of ${REMOTE_NAMES.join(', ')}` }),
});

export const rollbackRequestSchema = Joi.object<RollbackRequest>({
  reason: Joi.string().trim().max(ROLLBACK_REASON_MAX).allow(''),
});
