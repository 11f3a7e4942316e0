import { Jimp } from 'jimp';
import type { Raster } from './raster';

// Flat illustrations are long runs of one colour, which the "sub" row filter turns into zeros:
// small files, and far quicker than letting the encoder try every filter on every row.
const PNG_SUB_FILTER = 1;

/** The raster as PNG bytes (lossless: the media service makes the JPEGs). */
export async function encodePng(raster: Raster): Promise<Buffer> {
  const image = new Jimp({ width: raster.width, height: raster.height });
  image.bitmap.data.set(raster.data);
  return image.getBuffer('image/png', { filterType: PNG_SUB_FILTER });
}
