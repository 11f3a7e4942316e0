// How much JavaScript a first visit to a page downloads (gzip, as the BFF sends it), per build:
// the shell and each remote. Starts its own site on a free port with the demo content.
// Usage: npm run bench -w @reedmere/e2e [-- /path ...]   (default: the home page)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@reedmere/stack';
import { openBrowser } from '../src/browser';

interface Download {
  url: string;
  encodedBytes: number;
  decodedBytes: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const buildOf = (url: string) => /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';

async function measure(siteUrl: string, pagePath: string): Promise<Download[]> {
  const browser = await openBrowser();
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, string>();
    const downloads: Download[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const url = scripts.get(event.requestId);
      if (url) downloads.push({ url, encodedBytes: event.encodedDataLength, decodedBytes: 0 });
    });
    await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'networkidle0' });
    for (const download of downloads) {
      const response = await fetch(download.url);
      download.decodedBytes = (await response.arrayBuffer()).byteLength;
    }
    return downloads;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reedmere-bench-'));
  const stack = await startStack({ dataDir, port: 0, log: () => {} });
  try {
    for (const pagePath of paths) {
      const downloads = await measure(stack.url, pagePath);
      const byBuild = new Map<string, { files: number; encoded: number; decoded: number }>();
      for (const d of downloads) {
        const entry = byBuild.get(buildOf(d.url)) ?? { files: 0, encoded: 0, decoded: 0 };
        entry.files += 1;
        entry.encoded += d.encodedBytes;
        entry.decoded += d.decodedBytes;
        byBuild.set(buildOf(d.url), entry);
      }
      const total = downloads.reduce((sum, d) => sum + d.encodedBytes, 0);
      const decoded = downloads.reduce((sum, d) => sum + d.decodedBytes, 0);
      console.log(
        `${pagePath}: ${downloads.length} files, ${kb(total)} transferred (gzip), ${kb(decoded)} uncompressed`,
      );
      for (const [build, entry] of byBuild) {
        console.log(
          `  ${build.padEnd(12)} ${String(entry.files).padStart(3)} files ${kb(entry.encoded).padStart(8)} gzip ${kb(entry.decoded).padStart(9)}`,
        );
      }
    }
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
