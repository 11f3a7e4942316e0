import type { PriceChange } from './entities';
import { reducedOn, REDUCED_MARKER_DAYS } from './index';

const change = (from: number | null, to: number | null, date: string): PriceChange => ({
  date,
  from,
  to,
});

describe('reducedOn', () => {
  it('is the date of the latest change when it lowered the price', () => {
    expect(
      reducedOn({
        priceHistory: [
          change(300000, 310000, '2026-10-01T09:00:00.000Z'),
          change(310000, 295000, '2026-11-03T10:30:00.000Z'),
        ],
      }),
    ).toBe('2026-11-03T10:30:00.000Z');
  });

  it('is null when the latest change raised the price, even after a reduction', () => {
    expect(
      reducedOn({
        priceHistory: [
          change(310000, 295000, '2026-10-01T09:00:00.000Z'),
          change(295000, 299000, '2026-11-03T10:30:00.000Z'),
        ],
      }),
    ).toBeNull();
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
