import Joi from 'joi';
import { DEVELOPMENT_STATUSES, type DevelopmentInput } from '../entities';
import type { SchemaKeysOf } from './schema-keys';
import { imageList, optionalLines, optionalText, requiredText } from './common';
import { recordUpdateSchema } from './record-update';
import { plainText } from './plain-text';

/** A calendar date, yyyy-mm-dd, that exists (2025-02-30 does not). */
const isoDate = Joi.string()
  .custom((value: string, helpers) => {
    const date = new Date(`${value}T00:00:00Z`);
    const exists = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && exists
      ? value
      : helpers.error('string.pattern.base');
  })
  .allow(null, '')
  .empty('')
  .default(null)
  .messages({ 'string.pattern.base': 'Dates must be in the form yyyy-mm-dd' });

/** Title required, projectValue >= 0. */
export const developmentInputSchema = Joi.object({
  title: requiredText('Title is required').custom(plainText('Title')),
  description: optionalLines('Description', 20_000),
  location: optionalText(200).custom(plainText('Location')),
  projectValue: Joi.number().min(0).allow(null).empty('').default(null).messages({
    'number.min': 'Project value must be positive',
    'number.base': 'Project value must be a number',
  }),
  status: Joi.string()
    .valid(...DEVELOPMENT_STATUSES)
    .default('planning'),
  startDate: isoDate,
  endDate: isoDate,
  beforeImages: imageList,
  duringImages: imageList,
  afterImages: imageList,
} satisfies SchemaKeysOf<DevelopmentInput>);

/** An update: the input, or the record as read (its id must be the path's). */
export const developmentUpdateSchema = recordUpdateSchema(developmentInputSchema);
