import type { Request } from 'express';
import type Joi from 'joi';

/**
 * The validation options of an update (PUT /api/<records>/:id): the record's id from the path,
 * which an `id` in the body must equal (see recordUpdateSchema in the contracts).
 */
export const updateOf = (req: Request): Joi.ValidationOptions => ({
  context: { recordId: req.params.id },
});
