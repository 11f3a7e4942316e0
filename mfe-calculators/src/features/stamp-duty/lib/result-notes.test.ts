import { resultNotes } from './result-notes';
import { calculateStampDuty, type StampDutyInput } from './stamp-duty';

const base: StampDutyInput = {
  price: 300000,
  propertyKind: 'residential',
  firstTimeBuyer: false,
  additionalProperty: false,
  nonUkResident: false,
  effectiveDate: '2025-11-15',
};

function notesFor(overrides: Partial<StampDutyInput>): string[] {
  const input = { ...base, ...overrides };
  const result = calculateStampDuty(input);
  if (result.status !== 'ok') throw new Error(result.status);
  return resultNotes(input, result).map((n) => `${n.severity}: ${n.text}`);
}

describe('resultNotes', () => {
  it('says nothing for a plain purchase', () => {
    expect(notesFor({})).toEqual([]);
  });

  it('confirms the relief with the cap in force on the date', () => {
    expect(notesFor({ firstTimeBuyer: true })).toEqual([
      'info: First-time buyer relief applied (it is available on prices up to £500,000).',
    ]);
    expect(notesFor({ firstTimeBuyer: true, effectiveDate: '2024-01-10' })[0]).toContain(
      '£625,000',
    );
  });

  it('warns a first-time buyer over the cap', () => {
    expect(notesFor({ firstTimeBuyer: true, price: 500001 })).toEqual([
      'warning: First-time buyer relief does not apply to a price over £500,000: the standard rates apply to the whole price.',
    ]);
  });

  it('gives the reason the relief is not combined with the additional-property rates', () => {
    const notes = notesFor({ firstTimeBuyer: true, additionalProperty: true });
    expect(notes[0]).toMatch(/^warning: First-time buyer relief cannot be combined/);
    expect(notes[1]).toContain('5% surcharge for an additional property');
    expect(notes[1]).toContain('exchanged before 31 October 2024');
  });

  it('names the 3% surcharge before 31 October 2024 without the exchange caveat', () => {
    expect(notesFor({ additionalProperty: true, effectiveDate: '2024-10-30' })).toEqual([
      'info: Includes the 3% surcharge for an additional property on every band.',
    ]);
  });

  it('explains the non-resident surcharge and when it began', () => {
    expect(notesFor({ nonUkResident: true })).toEqual([
      'info: Includes the 2% surcharge for non-UK residents on every band.',
    ]);
    expect(notesFor({ nonUkResident: true, effectiveDate: '2021-03-31' })).toEqual([
      'info: The non-UK resident surcharge began on 1 April 2021, after 31 March 2021.',
    ]);
  });

  it('explains the relief before it began and during the 2020-21 holiday', () => {
    expect(notesFor({ firstTimeBuyer: true, effectiveDate: '2017-01-01' })[0]).toContain(
      'began on 22 November 2017',
    );
    expect(notesFor({ firstTimeBuyer: true, effectiveDate: '2020-09-01' })[0]).toContain(
      '0% up to £500,000',
    );
  });

  it('says when the price is under the surcharge threshold', () => {
    expect(notesFor({ price: 30000, additionalProperty: true })).toEqual([
      'info: No surcharge applies to a price under £40,000.',
    ]);
  });

  it('says the residential rules do not apply to non-residential property', () => {
    expect(
      notesFor({
        propertyKind: 'non-residential',
        firstTimeBuyer: true,
        additionalProperty: true,
      }),
    ).toEqual([
      'info: First-time buyer relief applies to residential property only.',
      'info: The additional-property and non-UK resident surcharges apply to residential property only.',
    ]);
  });
});
