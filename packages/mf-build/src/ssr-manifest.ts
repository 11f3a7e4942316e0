import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { SERVER_FOLDER } from './server-shared';

const MANIFEST_FILE = 'mf-manifest.json';

interface Manifest {
  metaData?: Record<string, unknown>;
}

/**
 * Records the server entry in the browser build's manifest as `metaData.ssrRemoteEntry` (the
 * field the federation runtime reads in Node), so one manifest URL names both builds.
 */
export async function recordServerEntry(distDir: string): Promise<void> {
  const file = path.join(distDir, MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  if (!manifest.metaData) throw new Error(`${file} has no metaData`);
  manifest.metaData.ssrRemoteEntry = {
    name: 'remoteEntry.js',
    path: SERVER_FOLDER,
    type: 'commonjs-module',
  };
  await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Runs recordServerEntry once the server build has written its files. */
export class SsrManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('SsrManifestPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const serverOut = compiler.options.output.path;
      if (!serverOut) throw new Error('the server build has no output path');
      await recordServerEntry(path.dirname(serverOut));
    });
  }
}
