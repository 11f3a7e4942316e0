// How much JavaScript a first visit to a page downloads (gzip, as the BFF sends it), per build:
// the shell and each remote. Starts its own site on a free port with the demo content.
// Usage: npm run bench -w @reedmere/e2e [-- /path ...]   (default: the home page)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@reedmere/launcher';
import { buildOf, kb, scriptDownloads } from './script-downloads';

async function main(): Promise<void> {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reedmere-bench-'));
  const stack = await startStack({ dataDir, port: 0, log: () => {} });
  try {
    for (const pagePath of paths) {
      const downloads = await scriptDownloads(stack.url, pagePath);
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
