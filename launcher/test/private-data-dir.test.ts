// The data folder (default .data/db) holds the embedded database: owner-only (0700), whether the
// launcher creates it or finds it already there with a wider mode.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeDevRegistry } from '../src/dev-servers';
import { ensurePrivateDataDir } from '../src/private-data-dir';
import { ensureRegistryFile } from '../src/remote-registry-file';

const modeOf = (dir: string) => statSync(dir).mode & 0o777;

describe('the data folder', () => {
  let parent: string;
  beforeEach(() => {
    parent = mkdtempSync(path.join(os.tmpdir(), 'stack-data-dir-'));
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('is created 0700, with any missing parents', () => {
    const dataDir = path.join(parent, '.data', 'db');
    ensurePrivateDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(parent, '.data'))).toBe(0o700);
  });

  it('is tightened to 0700 when it exists with a wider mode', () => {
    const dataDir = path.join(parent, 'db');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    ensurePrivateDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('is created 0700 by the registry file and the development registry too', async () => {
    const dataDir = path.join(parent, 'deploy', 'db');
    ensureRegistryFile(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    const devDir = path.join(parent, 'dev');
    await writeDevRegistry(devDir);
    expect(modeOf(devDir)).toBe(0o700);
  });
});
