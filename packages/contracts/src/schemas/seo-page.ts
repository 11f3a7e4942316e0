import Joi from 'joi';
import type { SeoPageInput } from '../entities';
import type { SchemaKeysOf } from './schema-keys';
import { optionalLines, requiredText, urlOrPath } from './common';
import { recordUpdateSchema } from './record-update';
import { plainText } from './plain-text';

/** Page path and page title required. */
export const seoPageInputSchema = Joi.object({
  pagePath: Joi.string()
    .trim()
    .max(200)
    .pattern(/^\/[a-z0-9\-/]*$/i, 'route path')
    .required()
    .messages({
      'any.required': 'Page path is required',
      'string.empty': 'Page path is required',
      'string.pattern.name':
        'Page path must start with / and contain only letters, digits, - and /',
    }),
  pageTitle: requiredText('Page title is required', 120).custom(plainText('Page title')),
  metaDescription: optionalLines('Meta description', 320, { trim: true }),
  metaKeywords: Joi.string()
    .trim()
    .max(500)
    .custom(plainText('Meta keywords'))
    .allow('')
    .default(''),
  ogTitle: Joi.string().trim().max(120).custom(plainText('Social title')).allow('').default(''),
  ogDescription: optionalLines('Social description', 320, { trim: true }),
  ogImage: urlOrPath,
  isActive: Joi.boolean().default(true),
} satisfies SchemaKeysOf<SeoPageInput>);

/** An update: the input, or the record as read (its id must be the path's). */
export const seoPageUpdateSchema = recordUpdateSchema(seoPageInputSchema);
