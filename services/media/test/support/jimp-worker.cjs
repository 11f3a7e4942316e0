// Test images made and read with jimp in a worker thread, outside jest's module sandbox: inside
// it jimp's encoders run some 30 times slower, and Jimp.fromBuffer's ESM import is refused.
const { Jimp, JimpMime } = require('jimp');

const MIME = { png: JimpMime.png, jpeg: JimpMime.jpeg, gif: JimpMime.gif };

/** A colour gradient, so resizing and encoding do real work. */
function gradient(width, height, alpha) {
  const image = new Jimp({ width, height, color: 0x000000ff });
  const data = image.bitmap.data;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = 128;
      data[i + 3] = alpha;
    }
  }
  return image;
}

async function make({ format, width, height, alpha = 255 }) {
  const image = gradient(width, height, alpha);
  const options = format === 'jpeg' ? { quality: 90 } : undefined;
  return new Uint8Array(await image.getBuffer(MIME[format], options));
}

async function read({ bytes, x = 0, y = 0 }) {
  const image = await Jimp.fromBuffer(Buffer.from(bytes));
  return {
    mime: image.mime,
    width: image.width,
    height: image.height,
    pixel: image.getPixelColor(x, y),
  };
}

module.exports = { make, read };
