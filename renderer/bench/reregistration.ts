// The renderer's memory across redeploys: the news remote is pointed at a new URL 100 times
// (two copies of its build, alternately), each time registered afresh and loaded, as the
// renderer does for a redeployed remote; the heap is measured after a full collection before
// and after. Serves the builds itself on a free loopback port.
// Usage: npm run bench -w @reedmere/renderer
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { silentLogger } from '@reedmere/service-kit';
import { createFederation } from '../src/federation';

// Compiled to renderer/dist-bench/bench/.
const REPO = path.resolve(__dirname, '../../..');
const ROUNDS = 100;

function collect(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<void> {
  const app = express();
  const newsBuild = express.static(path.join(REPO, 'mfe-news/dist'));
  // Two URLs for the same build: each change of URL is a redeploy to the runtime.
  app.use('/remotes/news-a', newsBuild);
  app.use('/remotes/news-b', newsBuild);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const federation = createFederation({ siteOrigin: site, logger: silentLogger });
    const redeploy = async (round: number) => {
      const url = `/remotes/news-${round % 2 === 0 ? 'a' : 'b'}/mf-manifest.json`;
      const inForce = await federation.apply({ news: url }, async () => {
        await federation.load('news/routes');
      });
      if (inForce.news !== url) throw new Error(`redeploy ${round} did not take`);
    };
    await redeploy(0);
    const before = collect();
    const started = performance.now();
    for (let round = 1; round <= ROUNDS; round += 1) await redeploy(round);
    const seconds = (performance.now() - started) / 1000;
    const after = collect();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      '| re-registrations of news | heap before | heap after | growth | time per redeploy |',
    );
    console.log('|---|---|---|---|---|');
    console.log(
      `| ${ROUNDS} | ${mb(before)} MB | ${mb(after)} MB | ${mb(after - before)} MB | ${((seconds * 1000) / ROUNDS).toFixed(0)} ms |`,
    );
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
