import Joi from 'joi';

/** Fields the server sets on a record, never the client: it may send them back as it read them. */
export const SERVER_MANAGED_FIELDS = ['_id', '__v', 'createdAt', 'updatedAt'] as const;

export const RECORD_ID_MISMATCH_MESSAGE = 'id does not match the record being updated';

/**
 * The body of an update (PUT): what the input schema takes, or the record as a read answered it.
 * The server's own fields are accepted and dropped; an `id` must be the one in the path (the
 * validation context's `recordId`), so a body meant for another record changes nothing.
 */
export function recordUpdateSchema(input: Joi.ObjectSchema): Joi.ObjectSchema {
  const ignored = Object.fromEntries(
    SERVER_MANAGED_FIELDS.map((field) => [field, Joi.any().strip()]),
  );
  return input.keys({
    ...ignored,
    id: Joi.any()
      .valid(Joi.ref('$recordId'))
      .strip()
      .messages({ 'any.only': RECORD_ID_MISMATCH_MESSAGE }),
  });
}
