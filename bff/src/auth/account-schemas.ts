import Joi from 'joi';

/** The longest password identity takes; longer ones are refused here already. */
const PASSWORD_MAX_LENGTH = 1024;

const password = (label: string) =>
  Joi.string()
    .max(PASSWORD_MAX_LENGTH)
    .messages({
      'any.required': `${label} is required`,
      'string.empty': `${label} is required`,
      'string.max': `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`,
      'string.base': `${label} must be a string`,
    });

const code = Joi.string()
  .trim()
  .max(20)
  .messages({
    'any.required': 'Code is required',
    'string.empty': 'Code is required',
    'string.max': 'Code must be at most 20 characters',
    'string.base': 'Code must be a string',
  })
  .description('The 6-digit code the authenticator app shows');

/** A new password's own rules (length, common passwords, names) are identity's. */
export const passwordChangeSchema = Joi.object({
  currentPassword: password('Current password').required(),
  newPassword: password('New password')
    .required()
    .description(
      'At least 12 characters, not one of the most common passwords, without the agency’s name or the email address',
    ),
});

/**
 * Setting up a second factor: the password and, to replace a factor already on, a current code
 * or an unused recovery code of it (identity refuses a replacement without one).
 */
export const setupSchema = Joi.object({
  password: password('Password').required().description('The account’s password, asked again'),
  code: code.description('A current code of the factor already on, when replacing it'),
  recoveryCode: Joi.string()
    .trim()
    .max(64)
    .messages({
      'string.empty': 'Recovery code is required',
      'string.max': 'Recovery code must be at most 64 characters',
      'string.base': 'Recovery code must be a string',
    })
    .description('Instead of the code: an unused recovery code of the factor already on'),
})
  .oxor('code', 'recoveryCode')
  .messages({ 'object.oxor': 'Give a code or a recovery code, not both' });

export const codeSchema = Joi.object({ code: code.required() });

export const disableSchema = Joi.object({
  password: password('Password'),
  code,
})
  .xor('password', 'code')
  .messages({
    'object.missing': 'Password or code is required',
    'object.xor': 'Give the password or a code, not both',
  })
  .description('The password, or a current code from the app');

/** A listed session's id (24 hexadecimal characters). */
export const listedSessionIdSchema = Joi.string().pattern(/^[a-f0-9]{24}$/);
