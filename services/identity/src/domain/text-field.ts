import Joi from 'joi';

/**
 * A string field of at most `max` characters whose messages name it by `label` (required when
 * the caller adds `.required()`; an empty string counts as missing). Not trimmed: a password
 * keeps its spaces, so each field that ignores them adds `.trim()`.
 */
export const textField = (label: string, max: number) =>
  Joi.string()
    .max(max)
    .messages({
      'any.required': `${label} is required`,
      'string.empty': `${label} is required`,
      'string.max': `${label} must be at most ${max} characters`,
      'string.base': `${label} must be a string`,
    });
