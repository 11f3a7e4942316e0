import { DEFAULT_LIST_LIMIT } from '@reedmere/contracts/schemas';
import { pageOf } from './property-list-query';

describe('pageOf', () => {
  it('answers the default page without page or limit, never everything', () => {
    expect(pageOf({})).toEqual({ skip: 0, limit: DEFAULT_LIST_LIMIT });
  });
  it('defaults page to 1 and limit to the page size', () => {
    expect(pageOf({ limit: 12 })).toEqual({ skip: 0, limit: 12 });
    expect(pageOf({ page: 3, limit: 10 })).toEqual({ skip: 20, limit: 10 });
    expect(pageOf({ page: 2 })).toEqual({ skip: 12, limit: 12 });
  });
});
