import { fitWithin } from './fit-within';

const WIDE = 'scales a wide landscape image down to the full width';
const PORTRAIT = 'scales a portrait image down to the full height, keeping the aspect ratio';
const SMALL = 'leaves a smaller image at its own size (never enlarges)';
const EXACT = 'leaves an image exactly the size of the box unchanged';
const ONE_SIDE_OVER = 'limits by whichever side is over, never rounding past the box';
const THIN = 'keeps a very thin image at least 1 pixel across';

describe('fitWithin (1200x800 box)', () => {
  it.each([
    [WIDE, 2400, 1600, 1200, 800],
    [WIDE, 4000, 1000, 1200, 300],
    [PORTRAIT, 600, 1800, 267, 800],
    [PORTRAIT, 3024, 4032, 600, 800],
    [SMALL, 640, 480, 640, 480],
    [SMALL, 1, 1, 1, 1],
    [EXACT, 1200, 800, 1200, 800],
    [ONE_SIDE_OVER, 1300, 700, 1200, 646],
    [ONE_SIDE_OVER, 1201, 801, 1200, 800],
    [THIN, 100000, 10, 1200, 1],
  ])('%s: %ix%i fits as %ix%i', (_why, width, height, fittedWidth, fittedHeight) => {
    expect(fitWithin(width, height)).toEqual({ width: fittedWidth, height: fittedHeight });
  });
});
