import type Joi from 'joi';
import { VALIDATION_OPTIONS } from '../schemas/common';

/**
 * A record's input as its schema makes it from `given`: every field left out holds the default a
 * body that leaves it out is stored with, so a new field with a default needs no fixture change.
 */
export function inputWithDefaults<Input>(schema: Joi.ObjectSchema, given: Partial<Input>): Input {
  const { error, value } = schema.validate(given, VALIDATION_OPTIONS);
  if (error) throw new Error(`A fixture's fields fail their schema: ${error.message}`);
  return value as Input;
}
