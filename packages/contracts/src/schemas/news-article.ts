import Joi from 'joi';
import { DEFAULT_NEWS_CATEGORY, NEWS_CATEGORIES, type NewsArticleInput } from '../entities';
import type { SchemaKeysOf } from './schema-keys';
import { optionalLines, requiredText, urlOrPath } from './common';
import { recordUpdateSchema } from './record-update';
import { plainText } from './plain-text';

/** `admin` would collide with `/api/news/admin`. */
export const RESERVED_SLUGS = ['admin'] as const;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Title, slug and content required. Author defaults on the server. */
export const newsArticleInputSchema = Joi.object({
  title: requiredText('Title is required').custom(plainText('Title')),
  slug: Joi.string()
    .trim()
    .lowercase()
    .max(80)
    .pattern(SLUG_PATTERN)
    .invalid(...RESERVED_SLUGS)
    .required()
    .messages({
      'any.required': 'Slug is required',
      'string.empty': 'Slug is required',
      'string.pattern.base': 'Slug may contain only lower-case letters, digits and single hyphens',
      'any.invalid': 'This slug is reserved; choose another',
    }),
  excerpt: optionalLines('Excerpt', 500, { trim: true }),
  content: Joi.string()
    .max(200_000)
    .custom(plainText('Content', { multiLine: true }))
    .required()
    .messages({ 'any.required': 'Content is required', 'string.empty': 'Content is required' }),
  featuredImage: urlOrPath,
  author: Joi.string()
    .trim()
    .max(120)
    .custom(plainText('Author'))
    .allow('', null)
    .empty(Joi.valid('', null)),
  category: Joi.string()
    .valid(...NEWS_CATEGORIES)
    .default(DEFAULT_NEWS_CATEGORY),
  tags: Joi.array()
    .items(Joi.string().trim().min(1).max(40).custom(plainText('A tag')))
    .max(20)
    .default([]),
  isPublished: Joi.boolean().default(false),
  publishedAt: Joi.date().iso().allow(null).default(null),
} satisfies SchemaKeysOf<NewsArticleInput>);

/** An update: the input, or the record as read (its id must be the path's). */
export const newsArticleUpdateSchema = recordUpdateSchema(newsArticleInputSchema);
