import { formatIsoDate, formatPence, formatPercent, formatPounds } from './format';
import { todayIso } from './today';

describe('format', () => {
  it('formats money, percentages and dates the British way', () => {
    expect(formatPounds(300000)).toBe('£300,000');
    expect(formatPence(1266.8086)).toBe('£1,266.81');
    expect(formatPercent(1.66666)).toBe('1.67%');
    expect(formatIsoDate('2025-04-01')).toBe('1 April 2025');
  });

  it('gives the local date as yyyy-mm-dd', () => {
    expect(todayIso(new Date(2025, 10, 5, 23, 30))).toBe('2025-11-05');
  });
});
