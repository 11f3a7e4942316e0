import {
  createRaster,
  drawLine,
  fillCircle,
  fillPolygon,
  fillRect,
  fillVerticalGradient,
  pixelAt,
} from '../src/drawing/raster';

const WHITE = [255, 255, 255, 255];
const RED = [255, 0, 0, 255];

describe('the drawing module', () => {
  it('fills a rectangle exactly, clipped to the raster', () => {
    const r = createRaster(20, 10, [255, 255, 255]);
    fillRect(r, 5, 2, 4, 3, [255, 0, 0]);
    expect(pixelAt(r, 5, 2)).toEqual(RED);
    expect(pixelAt(r, 8, 4)).toEqual(RED);
    expect(pixelAt(r, 9, 4)).toEqual(WHITE);
    expect(pixelAt(r, 5, 5)).toEqual(WHITE);
    expect(pixelAt(r, 4, 2)).toEqual(WHITE);
    expect(() => fillRect(r, -5, -5, 100, 100, [0, 0, 0])).not.toThrow();
    expect(pixelAt(r, 19, 9)).toEqual([0, 0, 0, 255]);
  });

  it('fills a triangle inside its edges only', () => {
    const r = createRaster(100, 100, [255, 255, 255]);
    fillPolygon(
      r,
      [
        { x: 50, y: 10 },
        { x: 90, y: 90 },
        { x: 10, y: 90 },
      ],
      [255, 0, 0],
    );
    expect(pixelAt(r, 50, 60)).toEqual(RED);
    expect(pixelAt(r, 15, 88)).toEqual(RED);
    expect(pixelAt(r, 15, 20)).toEqual(WHITE);
    expect(pixelAt(r, 85, 20)).toEqual(WHITE);
    expect(pixelAt(r, 50, 95)).toEqual(WHITE);
  });

  it('leaves the hole of a self-intersecting shape empty (even-odd)', () => {
    const r = createRaster(100, 100, [255, 255, 255]);
    // A square drawn twice around: outer clockwise, inner back the other way via a bridge.
    fillPolygon(
      r,
      [
        { x: 10, y: 10 },
        { x: 90, y: 10 },
        { x: 90, y: 90 },
        { x: 10, y: 90 },
        { x: 10, y: 10 },
        { x: 30, y: 30 },
        { x: 30, y: 70 },
        { x: 70, y: 70 },
        { x: 70, y: 30 },
        { x: 30, y: 30 },
      ],
      [255, 0, 0],
    );
    expect(pixelAt(r, 20, 50)).toEqual(RED);
    expect(pixelAt(r, 50, 50)).toEqual(WHITE);
  });

  it('fills a circle of the right radius', () => {
    const r = createRaster(100, 100, [255, 255, 255]);
    fillCircle(r, 50, 50, 20, [255, 0, 0]);
    expect(pixelAt(r, 50, 50)).toEqual(RED);
    expect(pixelAt(r, 50, 31)).toEqual(RED);
    expect(pixelAt(r, 68, 50)).toEqual(RED);
    expect(pixelAt(r, 50, 28)).toEqual(WHITE);
    expect(pixelAt(r, 64, 64)).toEqual(WHITE);
  });

  it('blends a translucent colour and draws thick lines and gradients', () => {
    const r = createRaster(100, 100, [0, 0, 0]);
    fillRect(r, 0, 0, 10, 10, [200, 100, 50, 128]);
    const [red, green, blue] = pixelAt(r, 5, 5);
    expect(red).toBeGreaterThan(95);
    expect(red).toBeLessThan(105);
    expect(green).toBeCloseTo(50, -1);
    expect(blue).toBeCloseTo(25, -1);

    drawLine(r, { x: 20, y: 50 }, { x: 80, y: 50 }, 6, [0, 255, 0]);
    expect(pixelAt(r, 50, 50)).toEqual([0, 255, 0, 255]);
    expect(pixelAt(r, 50, 55)).toEqual([0, 0, 0, 255]);

    fillVerticalGradient(r, 60, 100, [0, 0, 0], [200, 200, 200]);
    expect(pixelAt(r, 0, 60)[0]).toBe(0);
    expect(pixelAt(r, 0, 99)[0]).toBe(200);
  });
});
