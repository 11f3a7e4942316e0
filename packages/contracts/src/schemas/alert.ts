import Joi from 'joi';
import { ALERT_BEDROOMS_MAX, ALERT_LOCATION_MAX, type AlertSignUp } from '../alerts';
import type { SchemaKeysOf, WithHoneypot } from './schema-keys';
import { PRICE_TYPES } from '../entities';
import { PROPERTY_CATEGORIES } from '../property-type';
import { requiredEmail } from './common';
import { plainText } from './plain-text';

export type { AlertSearch, AlertSignUp, AlertSubscriptionSummary } from '../alerts';

const PRICE_MAX = 1e12;

const pounds = (label: string) =>
  Joi.number()
    .min(0)
    .max(PRICE_MAX)
    .allow(null)
    .empty('')
    .default(null)
    .messages({
      'number.base': `${label} must be a number of pounds`,
      'number.min': `${label} must be 0 or more`,
      'number.max': `${label} is too high`,
    });

const BEDROOMS_MESSAGE = `Bedrooms must be a whole number from 1 to ${ALERT_BEDROOMS_MAX}`;

/** The public sign-up form. `website` is the honeypot: people leave it empty. */
export const alertSignUpSchema = Joi.object({
  email: requiredEmail().messages({
    'string.empty': 'Email address is required',
    'string.max': 'Enter a valid email address',
  }),
  category: Joi.string()
    .valid(...PROPERTY_CATEGORIES)
    .required()
    .messages({
      'any.only': 'Choose homes or commercial property',
      'any.required': 'Choose homes or commercial property',
      'string.base': 'Choose homes or commercial property',
    }),
  priceType: Joi.string()
    .valid(...PRICE_TYPES)
    .required()
    .messages({
      'any.only': 'Choose to buy or to rent',
      'any.required': 'Choose to buy or to rent',
      'string.base': 'Choose to buy or to rent',
    }),
  // One line: it is repeated in e-mail subjects.
  location: Joi.string()
    .replace(/\s+/g, ' ')
    .trim()
    .max(ALERT_LOCATION_MAX)
    .custom(plainText('Location'))
    .allow(null)
    .empty('')
    .default(null)
    .messages({
      'string.base': 'Location must be text',
      'string.max': `Location must be at most ${ALERT_LOCATION_MAX} characters`,
    }),
  minPrice: pounds('Minimum price'),
  maxPrice: Joi.when('minPrice', {
    is: Joi.number().required(),
    then: pounds('Maximum price')
      .min(Joi.ref('minPrice'))
      .messages({ 'number.min': 'Maximum price must be at least the minimum price' }),
    otherwise: pounds('Maximum price'),
  }),
  bedrooms: Joi.when('category', {
    is: 'commercial',
    then: Joi.valid(null)
      .empty('')
      .default(null)
      .messages({ 'any.only': 'Bedrooms apply to homes only' }),
    otherwise: Joi.number()
      .integer()
      .min(1)
      .max(ALERT_BEDROOMS_MAX)
      .allow(null)
      .empty('')
      .default(null)
      .messages({
        'number.base': BEDROOMS_MESSAGE,
        'number.integer': BEDROOMS_MESSAGE,
        'number.min': BEDROOMS_MESSAGE,
        'number.max': BEDROOMS_MESSAGE,
      }),
  }),
  website: Joi.string().allow('').max(500),
} satisfies SchemaKeysOf<WithHoneypot<AlertSignUp>>);
