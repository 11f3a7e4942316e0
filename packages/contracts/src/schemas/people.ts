import Joi from 'joi';
import { DIVISIONS, STAFF_ROLES, type StaffRights } from '../staff-access';
import type { InvitationInput } from '../people';
import { requiredEmail, requiredText } from './common';
import { plainText } from './plain-text';

const NAME_MAX = 100;

/**
 * A role and its divisions: an editor has at least one division, every other role none (their
 * rights do not depend on it, so divisions sent with them are refused rather than kept unused).
 */
const staffRightsKeys = {
  role: Joi.string()
    .valid(...STAFF_ROLES)
    .required()
    .messages({
      'any.required': 'Choose a role',
      'any.only': `Role must be one of ${STAFF_ROLES.join(', ')}`,
    }),
  divisions: Joi.when('role', {
    is: 'editor',
    then: Joi.array()
      .items(Joi.string().valid(...DIVISIONS))
      .unique()
      .min(1)
      .required()
      .messages({
        'array.min': 'Choose at least one division for an editor',
        'any.required': 'Choose at least one division for an editor',
        'any.only': `Each division must be one of ${DIVISIONS.join(', ')}`,
        'array.unique': 'Each division can be chosen once',
      }),
    otherwise: Joi.array().max(0).default([]).messages({
      'array.max': 'Only an editor has divisions',
    }),
  }),
};

export const staffRightsSchema = Joi.object<StaffRights>(staffRightsKeys);

/** The owner's invitation: who, and with which rights. */
export const invitationInputSchema = Joi.object<InvitationInput>({
  email: requiredEmail(),
  name: requiredText('Name is required', NAME_MAX)
    .custom(plainText('Name'))
    .messages({ 'string.max': `Name must be at most ${NAME_MAX} characters` }),
  ...staffRightsKeys,
});

/** What the owner may change of the staff's sign-in settings. */
export const staffSettingsInputSchema = Joi.object<{ requireSecondFactor: boolean }>({
  requireSecondFactor: Joi.boolean().strict().required().messages({
    'any.required': 'requireSecondFactor is required',
    'boolean.base': 'requireSecondFactor must be true or false',
  }),
});
