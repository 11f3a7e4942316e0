import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { useTestService } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';
import { png } from './support/images';

const service = useTestService(() => startTestService({ imageWorkers: 1 }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await sleep(5);
  }
}

// Decoding and encoding take around a hundred milliseconds of CPU per large image; sharp does it
// in libvips threads, so the event loop stays free for every other request (health checks, file
// downloads) while a batch is processed.
describe('while a batch of large images is being processed', () => {
  it('GET /health still answers, long before the upload finishes', async () => {
    const images = await Promise.all([0, 1, 2, 3].map((i) => png(2400 + i, 1600)));
    // The first fetch of a process sets up its HTTP client, time the batch should not wait for.
    expect((await fetch(`${service().url}/health`)).status).toBe(200);
    let call = request(service().url).post('/images');
    images.forEach((bytes, i) => {
      call = call.attach('images', bytes, `large-${i}.png`);
    });
    let uploadFinishedAt = Number.POSITIVE_INFINITY;
    const upload = call.then((res) => {
      uploadFinishedAt = performance.now();
      return res;
    });

    await waitFor(() => service().processedCount() >= images.length);
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${service().url}/health`);
      expect(res.status).toBe(200);
      await sleep(20);
    }
    const healthDoneAt = performance.now();

    const res = await upload;
    expect(res.status).toBe(201);
    expect(res.body.urls).toHaveLength(4);
    // Every health check was answered while the batch was still being processed. How quickly
    // each one answers depends on what else the machine runs; that is not this test's question.
    expect(healthDoneAt).toBeLessThan(uploadFinishedAt);
  });
});
