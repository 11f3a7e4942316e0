import { expect } from '@jest/globals';
import { MAX_LIST_LIMIT } from '@reedmere/contracts';
import { validationFailure } from './validation-failure';

/** What a list answers to a limit over the maximum. */
export const LIMIT_OVER_MAXIMUM = validationFailure([
  { field: 'limit', message: `limit must be less than or equal to ${MAX_LIST_LIMIT}` },
]);

/**
 * Checks that a list read refuses with 400 a limit over the maximum (naming it), a limit or page
 * of 0, a page that is not a number, a query it does not know and a repeated limit. `list` reads
 * the list with the given query string.
 */
export async function expectListQueriesRefused(
  list: (query: string) => Promise<{ status: number; body: unknown }>,
): Promise<void> {
  const overMaximum = await list(`limit=${MAX_LIST_LIMIT + 1}`);
  expect([overMaximum.status, overMaximum.body]).toEqual([400, LIMIT_OVER_MAXIMUM]);
  for (const query of ['limit=0', 'page=0', 'page=x', 'sort=title', 'limit=1&limit=2']) {
    const answer = await list(query);
    expect([query, answer.status]).toEqual([query, 400]);
  }
}
