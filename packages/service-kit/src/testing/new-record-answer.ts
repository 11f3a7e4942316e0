import { expect } from '@jest/globals';

/**
 * What a service answers for a record it has just stored from `fields`: those fields, as the
 * contracts name them, with a new id and both timestamps.
 */
export const newRecordAnswer = (fields: object) => ({
  ...fields,
  id: expect.stringMatching(/^[a-f\d]{24}$/),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
});
