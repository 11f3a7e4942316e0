import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { BuildMode } from './config';

/** What a browser fetches as text: scripts, stylesheets, the manifest, drawings. */
export const BROTLI_COPIED = /\.(?:m?js|css|json|svg)$/;

/**
 * Every production browser build writes a Brotli copy of each text file worth compressing
 * (`main.3f9a0c1d.js.br`, quality 11) beside it, which the BFF sends to a browser that accepts
 * Brotli. A server compressing per response cannot afford that quality: the copy is about a
 * sixth smaller than the gzip it makes, and the file never changes under its name.
 */
export function brotliCopyPlugins(mode: BuildMode): CompressionPlugin<zlib.BrotliOptions>[] {
  if (mode !== 'production') return [];
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: BROTLI_COPIED,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      // A small file gains less than a request's headers; one that barely shrinks, nothing.
      threshold: 1024,
      minRatio: 0.8,
    }),
  ];
}
