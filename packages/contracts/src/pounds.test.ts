import { formatWholePounds } from './pounds';

describe('formatWholePounds', () => {
  it('uses pounds, en-GB grouping and no decimals', () => {
    expect(formatWholePounds(250000)).toBe('£250,000');
    expect(formatWholePounds(1250000)).toBe('£1,250,000');
    expect(formatWholePounds(950)).toBe('£950');
    expect(formatWholePounds(1234.5)).toBe('£1,235');
  });
});
