import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, REMOTE_NAMES } from '@reedmere/mf-build';
import { devRegistry, writeDevRegistry } from '../src/dev-servers';

describe('the development registry', () => {
  it("points every remote at its own dev server's manifest", () => {
    const registry = devRegistry();
    expect(Object.keys(registry).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const name of REMOTE_NAMES) {
      expect(registry[name]).toBe(`http://127.0.0.1:${REMOTES[name].devPort}/mf-manifest.json`);
    }
  });

  it('is written as JSON into the data folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reedmere-dev-registry-'));
    try {
      const file = await writeDevRegistry(path.join(dir, 'nested'));
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(devRegistry());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
