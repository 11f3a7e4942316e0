import Joi from 'joi';
import { SERVICE_TYPES } from '../entities';
import { requiredText } from './common';

/** The public enquiry form. `website` is the honeypot: people leave it empty. */
export const enquiryInputSchema = Joi.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: Joi.string()
    .trim()
    .lowercase()
    .max(254)
    .email({ tlds: { allow: false } })
    .required()
    .messages({
      'any.required': 'Email address is required',
      'string.email': 'Enter a valid email address',
    }),
  phone: Joi.string()
    .trim()
    .max(30)
    .pattern(/^[+\d][\d\s()-]{5,}$/, 'phone number')
    .allow('')
    .default(''),
  serviceType: Joi.string()
    .valid(...SERVICE_TYPES)
    .required()
    .messages({
      'any.only': 'Choose the service you need',
      'any.required': 'Choose the service you need',
    }),
  message: requiredText('Message is required', 5000),
  website: Joi.string().allow('').max(500),
});
