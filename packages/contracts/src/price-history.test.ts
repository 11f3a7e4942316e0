import type { PriceChange } from './entities';
import { reducedOn, REDUCED_MARKER_DAYS } from './index';

const change = (from: number | null, to: number | null, date: string): PriceChange => ({
  date,
  from,
  to,
});

describe('reducedOn', () => {
  it.each<[string, PriceChange[], string | null]>([
    [
      'is the date of the latest change when it lowered the price',
      [
        change(300000, 310000, '2026-10-01T09:00:00.000Z'),
        change(310000, 295000, '2026-11-03T10:30:00.000Z'),
      ],
      '2026-11-03T10:30:00.000Z',
    ],
    [
      'is null when the latest change raised the price, even after a reduction',
      [
        change(310000, 295000, '2026-10-01T09:00:00.000Z'),
        change(295000, 299000, '2026-11-03T10:30:00.000Z'),
      ],
      null,
    ],
  ])('%s', (_what, priceHistory, reducedDate) => {
    expect(reducedOn({ priceHistory })).toBe(reducedDate);
  });

  it('is null without history, or when either side of the change is no price', () => {
    expect(reducedOn({ priceHistory: [] })).toBeNull();
    expect(reducedOn({})).toBeNull();
    expect(reducedOn({ priceHistory: null })).toBeNull();
    expect(reducedOn({ priceHistory: [change(null, 250000, '2026-11-03T00:00:00Z')] })).toBeNull();
    expect(reducedOn({ priceHistory: [change(250000, null, '2026-11-03T00:00:00Z')] })).toBeNull();
  });

  it('marks a reduction for two weeks', () => {
    expect(REDUCED_MARKER_DAYS).toBe(14);
  });
});
