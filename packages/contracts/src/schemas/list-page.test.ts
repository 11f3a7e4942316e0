import { LIST_PAGE_SIZE, MAX_LIST_LIMIT } from '../limits';
import { fieldErrors, VALIDATION_OPTIONS } from './common';
import { DEFAULT_LIST_LIMIT, listPageOf, listPageQuerySchema } from './list-page';

describe('list pages', () => {
  it('never means everything: no limit gives the default, page alone the site page size', () => {
    expect(listPageOf({})).toEqual({ skip: 0, limit: DEFAULT_LIST_LIMIT });
    expect(listPageOf({ page: 3 })).toEqual({ skip: 2 * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE });
    expect(listPageOf({ limit: 5 })).toEqual({ skip: 0, limit: 5 });
    expect(listPageOf({ page: 2, limit: 5 })).toEqual({ skip: 5, limit: 5 });
  });

  it('refuses a limit above the maximum', () => {
    const { error } = listPageQuerySchema.validate(
      { limit: MAX_LIST_LIMIT + 1 },
      VALIDATION_OPTIONS,
    );
    expect(fieldErrors(error!)).toEqual([
      { field: 'limit', message: `limit must be less than or equal to ${MAX_LIST_LIMIT}` },
    ]);
    expect(listPageQuerySchema.validate({ limit: MAX_LIST_LIMIT }).error).toBeUndefined();
  });
});
