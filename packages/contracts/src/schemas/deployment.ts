import Joi from 'joi';
import { ROLLBACK_REASON_MAX, type PromoteRequest, type RollbackRequest } from '../deployments';
import { REMOTE_NAMES } from '../remote-names';

export type { PromoteRequest, RollbackRequest } from '../deployments';

/** The remote named in a deployment's path. */
export const deploymentRemoteSchema = Joi.object({
  remote: Joi.string()
    .valid(...REMOTE_NAMES)
    .required()
    .messages({ 'any.only': `remote must be one of ${REMOTE_NAMES.join(', ')}` }),
});

const canaryUrl = Joi.string()
  .max(2000)
  .required()
  .description('The canary meant: its manifest URL as the overview gave it');

export const promoteRequestSchema = Joi.object<PromoteRequest>({ canaryUrl });

export const rollbackRequestSchema = Joi.object<RollbackRequest>({
  canaryUrl,
  reason: Joi.string().trim().max(ROLLBACK_REASON_MAX).allow(''),
});
