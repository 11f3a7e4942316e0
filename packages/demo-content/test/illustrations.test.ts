import { createHash } from 'node:crypto';
import { encodePng } from '../src/drawing/encode-png';
import {
  drawPicture,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  PROPERTY_PICTURES,
  SCENE_PICTURES,
} from '../src/drawing/illustrations';
import { pixelAt } from '../src/drawing/raster';

const digest = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

describe('the illustrations', () => {
  it.each([...PROPERTY_PICTURES, ...SCENE_PICTURES])('draws a %s at 960x640', (kind) => {
    const raster = drawPicture(kind, 42);
    expect(raster.width).toBe(PICTURE_WIDTH);
    expect(raster.height).toBe(PICTURE_HEIGHT);
    // Not a blank canvas: many distinct colours.
    const colours = new Set<string>();
    for (let y = 0; y < raster.height; y += 16) {
      for (let x = 0; x < raster.width; x += 16) colours.add(pixelAt(raster, x, y).join());
    }
    expect(colours.size).toBeGreaterThan(kind === 'logo' ? 2 : 8);
  });

  it('draws the same picture for the same seed and a different one for another seed', () => {
    expect(digest(drawPicture('cottage', 7).data)).toBe(digest(drawPicture('cottage', 7).data));
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) seen.add(digest(drawPicture('detached', seed).data));
    expect(seen.size).toBe(12);
  });

  it('encodes a PNG of the right size', async () => {
    const raster = drawPicture('office', 3);
    const png = await encodePng(raster);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height, big-endian, right after the signature and chunk header.
    expect(png.readUInt32BE(16)).toBe(PICTURE_WIDTH);
    expect(png.readUInt32BE(20)).toBe(PICTURE_HEIGHT);
    expect(png.length).toBeLessThan(120_000);
  });
});
