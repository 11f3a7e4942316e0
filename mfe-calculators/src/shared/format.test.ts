import { formatIsoDate, formatPence, formatPercent, formatPounds } from './format';

describe('format', () => {
  it('formats money, percentages and dates the British way', () => {
    expect(formatPounds(300000)).toBe('£300,000');
    expect(formatPence(1266.8086)).toBe('£1,266.81');
    expect(formatPercent(1.66666)).toBe('1.67%');
    expect(formatIsoDate('2025-04-01')).toBe('1 April 2025');
  });
});
