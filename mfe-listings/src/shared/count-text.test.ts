import { countText } from './count-text';

describe('countText', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countText(1, 'Commercial Property', 'Commercial Properties')).toBe(
      '1 Commercial Property',
    );
    expect(countText(0, 'Commercial Property', 'Commercial Properties')).toBe(
      '0 Commercial Properties',
    );
    expect(countText(2, 'bed')).toBe('2 beds');
    expect(countText(1, 'year')).toBe('1 year');
    expect(countText(1200, 'Property', 'Properties')).toBe('1,200 Properties');
  });
});
