// `npm run bench`: how fast the image pool re-encodes uploads. Makes one 1200x800 photo-like JPEG
// with sharp, runs it N times through the pool and prints images per second.
//   BENCH_IMAGES (default 12), IMAGE_WORKERS (default: cores - 1)
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { DEFAULT_IMAGE_WORKERS } from '../config';
import { createImagePool } from '../domain/image-pool';

async function testImage(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  // A gradient with some noise: flat colour would compress and resize unrealistically fast.
  for (let i = 0; i < width * height; i += 1) {
    const x = i % width;
    const y = Math.floor(i / width);
    const noise = (Math.sin(x * 12.9898 + y * 78.233) * 43758.5453) % 1;
    data[i * 3] = (x * 255) / width;
    data[i * 3 + 1] = (y * 255) / height;
    data[i * 3 + 2] = 128 + noise * 60;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function main(): Promise<void> {
  const count = Number(process.env.BENCH_IMAGES ?? 12);
  const threads = Number(process.env.IMAGE_WORKERS ?? DEFAULT_IMAGE_WORKERS);
  const input = await testImage(1200, 800);
  const pool = createImagePool(threads);
  try {
    await pool.process(input); // load libvips' decoders and encoders before timing
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: count }, () => pool.process(input)));
    const elapsed = performance.now() - started;
    if (!results.every((r) => r.ok)) throw new Error('an image failed to process');
    console.log(
      JSON.stringify({
        benchmark: 'media image pool (decode, fit 1200x800, JPEG q75 + 400/800 variants)',
        input: `1200x800 JPEG, ${input.length} bytes`,
        images: count,
        workers: threads,
        imagesPerSecond: Number(((count * 1000) / elapsed).toFixed(2)),
        msPerImage: Number((elapsed / count).toFixed(1)),
      }),
    );
  } finally {
    await pool.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
