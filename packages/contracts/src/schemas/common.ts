import Joi from 'joi';
import { plainText } from './plain-text';

/** Validation options every edge uses: all problems at once, unknown fields refused. */
export const VALIDATION_OPTIONS: Joi.ValidationOptions = {
  abortEarly: false,
  allowUnknown: false,
  stripUnknown: false,
  convert: true,
};

/** A required text field whose empty and missing forms give one message. */
export const requiredText = (message: string, max = 200) =>
  Joi.string()
    .trim()
    .max(max)
    .required()
    .messages({ 'any.required': message, 'string.empty': message });

/**
 * A required e-mail address, trimmed and lower-cased. Any domain is taken (no list of top-level
 * domains to keep up to date); a form adds its own messages for the other ways it can fail.
 */
export const requiredEmail = () =>
  Joi.string()
    .trim()
    .lowercase()
    .max(254)
    .email({ tlds: { allow: false } })
    .custom(plainText('Email address'))
    .required()
    .messages({
      'any.required': 'Email address is required',
      'string.email': 'Enter a valid email address',
    });

/** One of `values`, or null when left out or blank. */
export const optionalChoice = (values: readonly string[]) =>
  Joi.string()
    .valid(...values)
    .allow(null)
    .empty('')
    .default(null);

/**
 * Optional free text of several lines (line breaks and tabs kept, other controls refused), ''
 * when left out. Trimmed only when `trim` is set.
 */
export const optionalLines = (label: string, max: number, { trim = false } = {}) =>
  (trim ? Joi.string().trim() : Joi.string())
    .max(max)
    .custom(plainText(label, { multiLine: true }))
    .allow('')
    .default('');

export const optionalText = (max = 200) =>
  Joi.string().trim().max(max).allow('', null).empty('').default(null);

export const optionalNumber = (message?: string) => {
  const schema = Joi.number().min(0).allow(null).empty('').default(null);
  return message ? schema.messages({ 'number.min': message, 'number.base': message }) : schema;
};

/** A link stored on a record: http(s), or a site-relative path such as /api/files/... */
export const urlOrPath = Joi.alternatives()
  .try(
    Joi.string().uri({ scheme: ['http', 'https'] }),
    Joi.string()
      .pattern(/^\/[^/\\]/, 'site path')
      .custom(plainText('A link')),
  )
  .allow(null, '')
  .empty('')
  .default(null);

export const imageList = Joi.array()
  .items(
    Joi.string()
      .pattern(/^(\/[^/\\]|https?:\/\/)/, 'image URL')
      .max(2000)
      .custom(plainText('An image URL')),
  )
  .max(60)
  .default([]);

export interface FieldError {
  field: string;
  message: string;
}

/** joi's details as the `errors` list of a 400 answer. */
export function fieldErrors(error: Joi.ValidationError): FieldError[] {
  return error.details.map((detail) => ({
    field: detail.path.join('.'),
    message: detail.message.replace(/"/g, ''),
  }));
}
