import Joi from 'joi';
import {
  PREFERRED_TIMES_MAX,
  PROPERTY_TITLE_MAX,
  SERVICE_TYPES,
  VIEWING_REQUEST,
  type EnquiryInput,
} from '../entities';
import type { SchemaKeysOf, WithHoneypot } from './schema-keys';
import { requiredEmail, requiredText } from './common';
import { plainText } from './plain-text';

/** Optional one-line text: trimmed, and left out altogether when blank so nothing empty is stored. */
const optionalTrimmed = (max: number, label: string) =>
  Joi.string()
    .trim()
    .max(max)
    .empty(Joi.string().allow('').pattern(/^\s*$/))
    .custom(plainText(label))
    .messages({ 'string.max': `${label} must be at most ${max} characters` });

/** The public enquiry form. `website` is the honeypot: people leave it empty. */
export const enquiryInputSchema = Joi.object({
  firstName: requiredText('First name is required', 100).custom(plainText('First name')),
  lastName: requiredText('Last name is required', 100).custom(plainText('Last name')),
  email: requiredEmail(),
  phone: Joi.string()
    .trim()
    .max(30)
    .pattern(/^[+\d][\d\s()-]{5,}$/, 'phone number')
    .custom(plainText('Phone number'))
    .allow('')
    .default(''),
  serviceType: Joi.string()
    .valid(...SERVICE_TYPES)
    .required()
    .messages({
      'any.only': 'Choose the service you need',
      'any.required': 'Choose the service you need',
    }),
  message: requiredText('Message is required', 5000).custom(
    plainText('Message', { multiLine: true }),
  ),
  // A viewing request names its property; other enquiries may, but need not.
  propertyId: Joi.string()
    .pattern(/^[a-f\d]{24}$/i, 'property id')
    .when('serviceType', { is: VIEWING_REQUEST, then: Joi.required() })
    .messages({
      'any.required': 'A viewing request needs the property it is about',
      'string.empty': 'A viewing request needs the property it is about',
      'string.pattern.name': 'Property id is not valid',
    }),
  // Checked and then dropped: the server reads the title from the listing itself.
  propertyTitle: optionalTrimmed(PROPERTY_TITLE_MAX, 'Property title')
    .strip()
    .description('Ignored: the title is read from the listing named by `propertyId`'),
  preferredTimes: optionalTrimmed(PREFERRED_TIMES_MAX, 'Preferred days or times'),
  website: Joi.string().allow('').max(500),
} satisfies SchemaKeysOf<WithHoneypot<EnquiryInput>>);
