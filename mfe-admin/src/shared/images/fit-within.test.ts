import { fitWithin } from './fit-within';

describe('fitWithin (1200x800 box)', () => {
  it('scales a wide landscape image down to the full width', () => {
    expect(fitWithin(2400, 1600)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(4000, 1000)).toEqual({ width: 1200, height: 300 });
  });

  it('scales a portrait image down to the full height, keeping the aspect ratio', () => {
    expect(fitWithin(600, 1800)).toEqual({ width: 267, height: 800 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 600, height: 800 });
  });

  it('leaves a smaller image at its own size (never enlarges)', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('leaves an image exactly the size of the box unchanged', () => {
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
  });

  it('limits by whichever side is over, never rounding past the box', () => {
    expect(fitWithin(1300, 700)).toEqual({ width: 1200, height: 646 });
    expect(fitWithin(1201, 801)).toEqual({ width: 1200, height: 800 });
  });

  it('keeps a very thin image at least 1 pixel across', () => {
    expect(fitWithin(100000, 10)).toEqual({ width: 1200, height: 1 });
  });
});
