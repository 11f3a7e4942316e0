/** One band of the non-domestic EPC scale: the asset rating range it covers and how it is drawn. */
export interface EpcBand {
  readonly letter: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
  /** As printed beside the bar. */
  readonly range: string;
  /** Read by screen readers in place of the en dash and the graphic. */
  readonly rangeText: string;
  readonly colour: string;
  /** Chosen per band so the label keeps at least a 4.5:1 contrast on its colour. */
  readonly textColour: '#ffffff' | '#000000';
}

// Asset rating bands of a non-domestic EPC; a lower rating is a more efficient building.
export const EPC_BANDS: readonly EpcBand[] = [
  {
    letter: 'A',
    range: '0–25',
    rangeText: '0 to 25',
    colour: '#008054',
    textColour: '#ffffff',
  },
  {
    letter: 'B',
    range: '26–50',
    rangeText: '26 to 50',
    colour: '#19b459',
    textColour: '#000000',
  },
  {
    letter: 'C',
    range: '51–75',
    rangeText: '51 to 75',
    colour: '#8dce46',
    textColour: '#000000',
  },
  {
    letter: 'D',
    range: '76–100',
    rangeText: '76 to 100',
    colour: '#ffd500',
    textColour: '#000000',
  },
  {
    letter: 'E',
    range: '101–125',
    rangeText: '101 to 125',
    colour: '#fcaa65',
    textColour: '#000000',
  },
  {
    letter: 'F',
    range: '126–150',
    rangeText: '126 to 150',
    colour: '#ef8023',
    textColour: '#000000',
  },
  {
    letter: 'G',
    range: 'Over 150',
    rangeText: 'over 150',
    colour: '#e31d23',
    textColour: '#ffffff',
  },
];
