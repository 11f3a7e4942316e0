import Joi from 'joi';
import { acceptBodySchema, type AcceptBody } from './people-schemas';
import { textField } from './text-field';
import { EMAIL_MAX_LENGTH, newPasswordSchema, PASSWORD_MAX_LENGTH } from './user-rules';

/** The address is whatever the BFF saw (IPv4, IPv6, possibly with a zone); only its size is bounded. */
const ADDRESS_MAX_LENGTH = 100;
/** Enough of a User-Agent header to tell the browser and system. */
const USER_AGENT_MAX_LENGTH = 512;
const CODE_MAX_LENGTH = 20;
const RECOVERY_CODE_MAX_LENGTH = 64;

const password = (label: string) => textField(label, PASSWORD_MAX_LENGTH);
const address = textField('Address', ADDRESS_MAX_LENGTH).trim();
const userAgent = Joi.string()
  .max(USER_AGENT_MAX_LENGTH)
  .allow('')
  .messages({
    'string.max': `User agent must be at most ${USER_AGENT_MAX_LENGTH} characters`,
    'string.base': 'User agent must be a string',
  });
/** Random hex ids this service or the BFF made. */
const hexId = (label: string) =>
  Joi.string()
    .pattern(/^[a-f0-9]{24,64}$/)
    .messages({
      'any.required': `${label} is required`,
      'string.empty': `${label} is required`,
      'string.pattern.base': `${label} is not valid`,
      'string.base': `${label} must be a string`,
    });
const code = textField('Code', CODE_MAX_LENGTH).trim();
const recoveryCode = textField('Recovery code', RECOVERY_CODE_MAX_LENGTH).trim();

export interface LoginBody {
  email: string;
  password: string;
  address: string;
  userAgent?: string;
  device?: { id: string; userId: string };
}

/**
 * Sign-in checks shape and size only: an email that is not well formed simply matches no
 * account (401), like any other wrong credential.
 */
export const loginBodySchema = Joi.object<LoginBody>({
  email: textField('Email', EMAIL_MAX_LENGTH).trim().required(),
  password: password('Password').required(),
  address: address.required(),
  userAgent,
  device: Joi.object({ id: hexId('Device id').required(), userId: hexId('User id').required() }),
});

export interface PasswordResetBody {
  email: string;
  address: string;
}

/** As sign-in: shape and size only. An email that is not well formed matches no account. */
export const passwordResetBodySchema = Joi.object<PasswordResetBody>({
  email: textField('Email', EMAIL_MAX_LENGTH).trim().required(),
  address: address.required(),
});

export interface PasswordResetAcceptBody extends AcceptBody {
  address: string;
}

/**
 * A new password by a reset's link, checked as an invitation's acceptance is (shape and size: the
 * password rules need the account's email), and where it comes from.
 */
export const passwordResetAcceptBodySchema = (
  acceptBodySchema as Joi.ObjectSchema<PasswordResetAcceptBody>
).keys({ address: address.required() });

export interface SecondStepBody {
  challengeId: string;
  code?: string;
  recoveryCode?: string;
  address: string;
  userAgent?: string;
  deviceId?: string;
}

/** The second step of a sign-in: a code from the app, or a recovery code. */
export const secondStepBodySchema = Joi.object<SecondStepBody>({
  challengeId: hexId('Challenge id').required(),
  code,
  recoveryCode,
  address: address.required(),
  userAgent,
  deviceId: hexId('Device id'),
})
  .xor('code', 'recoveryCode')
  .messages({
    'object.missing': 'Code is required',
    'object.xor': 'Give a code or a recovery code, not both',
  });

export interface ChallengeBody {
  challengeId: string;
}

export const challengeBodySchema = Joi.object<ChallengeBody>({
  challengeId: hexId('Challenge id').required(),
});

export interface SetupConfirmBody {
  challengeId: string;
  code: string;
  address: string;
  userAgent?: string;
  deviceId?: string;
}

/** A sign-in asked to set up its second factor proves the first code. */
export const setupConfirmBodySchema = Joi.object<SetupConfirmBody>({
  challengeId: hexId('Challenge id').required(),
  code: code.required(),
  address: address.required(),
  userAgent,
  deviceId: hexId('Device id'),
});

export interface PasswordChangeBody {
  currentPassword: string;
  newPassword: string;
  address: string;
}

export const passwordChangeBodySchema = Joi.object<PasswordChangeBody>({
  currentPassword: password('Current password').required(),
  newPassword: newPasswordSchema.required().messages({
    'any.required': 'New password is required',
    'string.empty': 'New password is required',
  }),
  address: address.required(),
});

export interface ReauthenticatedBody {
  password: string;
  address: string;
}

/** A change to how the account signs in: the password again. */
export const reauthenticatedBodySchema = Joi.object<ReauthenticatedBody>({
  password: password('Password').required(),
  address: address.required(),
});

export interface SetupBody extends ReauthenticatedBody {
  code?: string;
  recoveryCode?: string;
}

/**
 * Setting up a second factor: the password again and, when one is already on, a current code
 * or an unused recovery code of it (the use case asks for it then).
 */
export const setupBodySchema = Joi.object<SetupBody>({
  password: password('Password').required(),
  code,
  recoveryCode,
  address: address.required(),
})
  .oxor('code', 'recoveryCode')
  .messages({ 'object.oxor': 'Give a code or a recovery code, not both' });

export interface CodeBody {
  code: string;
}

export const codeBodySchema = Joi.object<CodeBody>({ code: code.required() });

export interface DisableBody {
  password?: string;
  code?: string;
  address: string;
}

/** Turning the second factor off takes the password or a current code. */
export const disableBodySchema = Joi.object<DisableBody>({
  password: password('Password'),
  code,
  address: address.required(),
})
  .xor('password', 'code')
  .messages({
    'object.missing': 'Password or code is required',
    'object.xor': 'Give the password or a code, not both',
  });
