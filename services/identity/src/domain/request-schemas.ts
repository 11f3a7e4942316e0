import Joi from 'joi';
import {
  EMAIL_MAX_LENGTH,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
} from './user-rules';

/** The address is whatever the BFF saw (IPv4, IPv6, possibly with a zone); only its size is bounded. */
const ADDRESS_MAX_LENGTH = 100;

export interface LoginBody {
  email: string;
  password: string;
  address: string;
}

/**
 * Sign-in checks shape and size only: an email that is not well formed simply matches no
 * account (401), like any other wrong credential.
 */
export const loginBodySchema = Joi.object<LoginBody>({
  email: Joi.string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .required()
    .messages({
      'any.required': 'Email is required',
      'string.empty': 'Email is required',
      'string.max': `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
      'string.base': 'Email must be a string',
    }),
  password: Joi.string()
    .max(PASSWORD_MAX_LENGTH)
    .required()
    .messages({
      'any.required': 'Password is required',
      'string.empty': 'Password is required',
      'string.max': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      'string.base': 'Password must be a string',
    }),
  address: Joi.string()
    .trim()
    .max(ADDRESS_MAX_LENGTH)
    .required()
    .messages({
      'any.required': 'Address is required',
      'string.empty': 'Address is required',
      'string.max': `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
      'string.base': 'Address must be a string',
    }),
});

export interface NewUserBody {
  email: string;
  password: string;
  name: string;
}

export const newUserBodySchema = Joi.object<NewUserBody>({
  email: emailSchema.required(),
  password: newPasswordSchema.required(),
  name: nameSchema.required(),
});
