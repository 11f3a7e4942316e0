import { totalCountOf } from '../src/list-page';

describe('totalCountOf', () => {
  it.each([
    ['12', 12],
    ['0', 0],
    [null, 3],
    ['', 3],
    ['abc', 3],
    ['1e3', 3],
    ['-1', 3],
    ['0x10', 3],
  ])('reads %p as %p when the page holds 3', (value, total) => {
    const headers = new Headers(value === null ? {} : { 'x-total-count': value });
    expect(totalCountOf(headers, 3)).toBe(total);
  });
});
