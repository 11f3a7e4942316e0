import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The BFF's own version, from its package.json (the same file from src/ and from dist/). */
export const BFF_VERSION = (
  JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
    version: string;
  }
).version;
