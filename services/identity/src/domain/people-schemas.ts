import Joi from 'joi';
import type { InvitationInput, StaffRights } from '@reedmere/contracts';
import {
  invitationInputSchema,
  staffRightsSchema,
  staffSettingsInputSchema,
} from '@reedmere/contracts/schemas';
import { textField } from './text-field';
import { PASSWORD_MAX_LENGTH } from './user-rules';

/** Ids the BFF passes on: checked for shape only here (an unknown one is the use case's call). */
const ID_MAX_LENGTH = 64;
/** Far longer than a token: a longer one is a bad request, not an unknown link. */
const TOKEN_MAX_LENGTH = 200;

const text = (label: string, max: number) => textField(label, max).trim();

const actingUserId = text('Acting user id', ID_MAX_LENGTH).required();

export interface InvitationBody extends InvitationInput {
  /** The id of the user sending it. */
  invitedBy: string;
}

/** The owner's invitation, and who sends it. */
export const invitationBodySchema = (
  invitationInputSchema as Joi.ObjectSchema<InvitationBody>
).keys({
  invitedBy: text('Invited by', ID_MAX_LENGTH).required(),
});

export interface RightsChangeBody extends StaffRights {
  actingUserId: string;
}

/** New rights for a person, and who gives them. */
export const rightsChangeBodySchema = (
  staffRightsSchema as Joi.ObjectSchema<RightsChangeBody>
).keys({
  actingUserId,
});

export interface RemovalQuery {
  actingUserId: string;
}

/** Who removes a person: named in the query, since a DELETE has no body. */
export const removalQuerySchema = Joi.object<RemovalQuery>({ actingUserId });

export interface AcceptBody {
  token: string;
  password: string;
}

/**
 * Shape and size only: the password rules need the invitation's email, so the use case applies
 * them once the token has found it.
 */
export const acceptBodySchema = Joi.object<AcceptBody>({
  token: text('Token', TOKEN_MAX_LENGTH).required(),
  password: Joi.string()
    .max(PASSWORD_MAX_LENGTH)
    .required()
    .messages({
      'any.required': 'Password is required',
      'string.empty': 'Password is required',
      'string.max': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      'string.base': 'Password must be a string',
    }),
});

export interface StaffSettingsBody {
  requireSecondFactor: boolean;
  actingUserId: string;
}

/** The owner's settings for all the staff, and who changes them. */
export const staffSettingsBodySchema = (
  staffSettingsInputSchema as Joi.ObjectSchema<StaffSettingsBody>
).keys({ actingUserId });
