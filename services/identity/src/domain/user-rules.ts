import Joi from 'joi';
import { AGENCY } from '@reedmere/agency';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const DEFAULT_ADMIN_NAME = 'Administrator';

/** Emails are compared and stored lower-case, so `Admin@x` and `admin@x` are one account. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const emailSchema = Joi.string()
  .trim()
  .lowercase()
  .max(EMAIL_MAX_LENGTH)
  // The TLD list is not checked: an agency may use a new or internal domain.
  .email({ tlds: { allow: false } })
  .messages({
    'any.required': 'Email is required',
    'string.empty': 'Email is required',
    'string.email': 'Email must be a valid email address',
    'string.max': `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
    'string.base': 'Email must be a string',
  });

/** Letters and digits only, lower-case: how the agency's name is looked for in a password. */
const lettersOnly = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export const COMMON_PASSWORD_MESSAGE =
  'Password is one of the most common passwords; choose a less predictable one';
export const AGENCY_NAME_IN_PASSWORD_MESSAGE = `Password must not contain the agency's name (${AGENCY.name})`;

/**
 * Never trimmed: spaces are part of a passphrase. Besides its length, a new password is not one
 * of the most common passwords and does not hold the agency's name; the account's email is
 * checked where it is known (see password-policy).
 */
export const newPasswordSchema = Joi.string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .custom((value: string, helpers) => {
    // A length problem is the one message worth giving first.
    if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return value;
    if (isCommonPassword(value)) return helpers.error('password.common');
    if (lettersOnly(value).includes(lettersOnly(AGENCY.name))) {
      return helpers.error('password.agency');
    }
    return value;
  })
  .messages({
    'any.required': 'Password is required',
    'string.empty': 'Password is required',
    'string.min': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    'string.max': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    'string.base': 'Password must be a string',
    'password.common': COMMON_PASSWORD_MESSAGE,
    'password.agency': AGENCY_NAME_IN_PASSWORD_MESSAGE,
  });

export const nameSchema = Joi.string()
  .trim()
  .max(NAME_MAX_LENGTH)
  .messages({
    'any.required': 'Name is required',
    'string.empty': 'Name is required',
    'string.max': `Name must be at most ${NAME_MAX_LENGTH} characters`,
    'string.base': 'Name must be a string',
  });

/** Checks one value against a schema; the first problem's message, or the converted value. */
export function checkValue<T>(
  schema: Joi.Schema,
  value: unknown,
): { ok: true; value: T } | { ok: false; message: string } {
  const { error, value: result } = schema.validate(value);
  if (error) return { ok: false, message: error.details[0]?.message ?? error.message };
  return { ok: true, value: result as T };
}
