import { ConflictError } from './domain-errors';

/**
 * A change made from a version of a record (its `updatedAt`) that is no longer the one stored:
 * someone saved in between, and writing would undo their change. `current` is the version stored
 * now. A conflict, so where no route answers it with 412 it is still a 409.
 */
export class VersionChangedError extends ConflictError {
  constructor(
    /** What the record is called in the message: 'property', 'SEO page'. */
    record: string,
    readonly current: Date,
  ) {
    super(
      `The ${record} has been saved since the version this change was made from; nothing was changed.`,
    );
  }
}
