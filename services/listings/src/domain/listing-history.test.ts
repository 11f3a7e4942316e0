import {
  historyOnCreate,
  historyOnToggleHidden,
  historyOnUpdate,
  listedAtOf,
} from './listing-history';

const now = new Date('2026-11-03T10:30:00.000Z');
const created = new Date('2025-01-02T03:04:05.000Z');

describe('listing history rules', () => {
  it('lists a new property now only when it is visible, with no price history', () => {
    expect(historyOnCreate({ isHidden: false }, now)).toEqual({ listedAt: now, priceHistory: [] });
    expect(historyOnCreate({ isHidden: true }, now)).toEqual({ listedAt: null, priceHistory: [] });
  });

  it('records a changed price, null included, and nothing for the same price', () => {
    const visible = { price: 300000, isHidden: false };
    expect(historyOnUpdate(visible, { price: 285000, isHidden: false }, now)).toEqual({
      priceChange: { date: now, from: 300000, to: 285000 },
    });
    expect(historyOnUpdate(visible, { price: null, isHidden: false }, now)).toEqual({
      priceChange: { date: now, from: 300000, to: null },
    });
    expect(historyOnUpdate(visible, { price: 300000, isHidden: false }, now)).toEqual({});
    expect(
      historyOnUpdate({ price: null, isHidden: false }, { price: null, isHidden: false }, now),
    ).toEqual({});
  });

  it('lists again only a property going from hidden to visible', () => {
    const hidden = { price: 300000, isHidden: true };
    expect(historyOnUpdate(hidden, { price: 300000, isHidden: false }, now)).toEqual({
      listedAt: now,
    });
    expect(historyOnUpdate(hidden, { price: 300000, isHidden: true }, now)).toEqual({});
    expect(historyOnToggleHidden(hidden, now)).toEqual({ listedAt: now });
    expect(historyOnToggleHidden({ price: 1, isHidden: false }, now)).toEqual({});
  });

  it('reads a record without a listing date as listed when created, if visible', () => {
    expect(listedAtOf({ listedAt: now, isHidden: true, createdAt: created })).toBe(now);
    expect(listedAtOf({ listedAt: null, isHidden: false, createdAt: created })).toBe(created);
    expect(listedAtOf({ isHidden: false, createdAt: created })).toBe(created);
    expect(listedAtOf({ listedAt: null, isHidden: true, createdAt: created })).toBeNull();
  });
});
