// The data folder holds password hashes and sessions: only its owner may read it. A new folder
// is created 0700 and its files 0600; an existing folder and files with wider modes are
// tightened on start. Embedded only: it starts servers on folders of its own.
import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { describeEmbeddedOnly, SERVER_SELECTION_TIMEOUT_MS } from './support/connection-target';
import { killLeftoverClis, makeTempDir, removeDir, startCli } from './support/embedded-cli';
import { LogCollector } from './support/raw-wire';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

function modesIn(dir: string): Record<string, number> {
  return Object.fromEntries(
    fs.readdirSync(dir).map((name) => [name, modeOf(path.join(dir, name))]),
  );
}

async function insertOne(uri: string, doc: { _id: number }): Promise<void> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS });
  try {
    await client.db('modes').collection<{ _id: number }>('users').insertOne(doc);
  } finally {
    await client.close();
  }
}

describeEmbeddedOnly('data folder permissions', () => {
  let parent: string;
  beforeEach(() => {
    parent = makeTempDir('modes');
  });
  afterEach(() => removeDir(parent));
  afterAll(async () => {
    await killLeftoverClis();
  });

  it('creates a new folder 0700, and the journal, snapshot and lock 0600', async () => {
    const dataDir = path.join(parent, 'nested', 'db');
    const server = await startEmbeddedMongo({ dataDir, compactAfterBytes: 1, log: () => {} });
    try {
      await insertOne(server.uri, { _id: 1 });
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(parent, 'nested'))).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'mongod.lock'))).toBe(0o600);
    } finally {
      // Stopping waits for the compaction the insert started.
      await server.stop();
    }
    const modes = modesIn(dataDir);
    expect(Object.keys(modes).sort()).toEqual(['journal-1.bson', 'snapshot.bson']);
    for (const mode of Object.values(modes)) expect(mode).toBe(0o600);
  });

  it('tightens an existing folder and files made with wider modes, and says so', async () => {
    const dataDir = path.join(parent, 'db');
    const first = await startEmbeddedMongo({ dataDir, compactAfterBytes: 1, log: () => {} });
    await insertOne(first.uri, { _id: 1 });
    await first.stop();
    fs.chmodSync(dataDir, 0o755);
    for (const name of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, name), 0o644);

    const logs = new LogCollector();
    const second = await startEmbeddedMongo({ dataDir, log: logs.log });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      for (const mode of Object.values(modesIn(dataDir))) expect(mode).toBe(0o600);
      expect(await logs.waitFor(/0755/)).toContain(dataDir);
    } finally {
      await second.stop();
    }
  });

  it('the CLI applies the same modes', async () => {
    const dataDir = path.join(parent, 'cli-db');
    const cli = await startCli(['--host', '127.0.0.1', '--port', '0', '--data-dir', dataDir]);
    await insertOne(cli.uri, { _id: 1 });
    expect(await cli.stop()).toEqual({ code: 0, signal: null });
    expect(modeOf(dataDir)).toBe(0o700);
    const modes = modesIn(dataDir);
    expect(Object.keys(modes)).toContain('journal-0.bson');
    for (const mode of Object.values(modes)) expect(mode).toBe(0o600);
  });
});
