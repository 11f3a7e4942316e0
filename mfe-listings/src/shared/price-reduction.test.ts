import { REDUCED_MARKER_DAYS } from '@reedmere/contracts';
import { londonDay, showsReducedMarker } from './price-reduction';

const reducedAt = (date: string, from = 300000, to = 285000) => ({
  priceHistory: [{ date, from, to }],
});

describe('londonDay', () => {
  it('counts calendar days in London, across the clock change', () => {
    const day = (iso: string) => londonDay(new Date(iso));
    expect(day('2026-11-03T23:59:00.000Z') - day('2026-11-03T00:00:00.000Z')).toBe(0);
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(day('2026-07-01T12:00:00.000Z') - day('2026-06-30T23:30:00.000Z')).toBe(0);
    expect(day('2026-06-30T23:30:00.000Z') - day('2026-06-30T22:30:00.000Z')).toBe(1);
    // BST ends on 25 October 2026.
    expect(day('2026-10-26T12:00:00.000Z') - day('2026-10-24T12:00:00.000Z')).toBe(2);
  });
});

describe('showsReducedMarker', () => {
  // Reduced at 10:30 on 3 November 2026, London time.
  const property = reducedAt('2026-11-03T10:30:00.000Z');

  it(`shows on the day of the reduction and the ${REDUCED_MARKER_DAYS - 1} days after`, () => {
    expect(showsReducedMarker(property, new Date('2026-11-03T10:31:00.000Z'))).toBe(true);
    expect(showsReducedMarker(property, new Date('2026-11-16T23:59:00.000Z'))).toBe(true);
  });

  it(`not from the ${REDUCED_MARKER_DAYS}th day after, whatever the hour`, () => {
    expect(showsReducedMarker(property, new Date('2026-11-17T00:00:00.000Z'))).toBe(false);
    expect(showsReducedMarker(property, new Date('2027-01-01T12:00:00.000Z'))).toBe(false);
  });

  it('not for a rise, a change from no price, or no history', () => {
    const at = new Date('2026-11-04T12:00:00.000Z');
    expect(showsReducedMarker(reducedAt('2026-11-03T10:30:00.000Z', 285000, 300000), at)).toBe(
      false,
    );
    expect(
      showsReducedMarker({ priceHistory: [{ date: '2026-11-03', from: null, to: 1 }] }, at),
    ).toBe(false);
    expect(showsReducedMarker({ priceHistory: [] }, at)).toBe(false);
    expect(showsReducedMarker({}, at)).toBe(false);
    expect(showsReducedMarker(reducedAt('not a date'), at)).toBe(false);
  });
});
