import { countText } from './figures-text';

describe('a count in words', () => {
  it('says one or many, with thousands grouped', () => {
    expect(countText(1, 'view', 'views')).toBe('1 view');
    expect(countText(0, 'view', 'views')).toBe('0 views');
    expect(countText(1204, 'view', 'views')).toBe('1,204 views');
  });
});
