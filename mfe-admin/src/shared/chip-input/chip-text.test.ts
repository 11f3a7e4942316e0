import { splitChipText, withPendingChips } from './chip-text';

describe('splitChipText', () => {
  it('splits at commas, trims and drops empty parts', () => {
    expect(splitChipText(' Two gardens, Parking ,, ')).toEqual(['Two gardens', 'Parking']);
    expect(splitChipText('   ')).toEqual([]);
  });
});

describe('withPendingChips', () => {
  it('adds the typed text after the chips', () => {
    expect(withPendingChips(['Garage'], 'Two gardens, Parking')).toEqual([
      'Garage',
      'Two gardens',
      'Parking',
    ]);
    expect(withPendingChips(['Garage'], '')).toEqual(['Garage']);
  });
});
