#!/usr/bin/env node
// npm run backup -- [--uri mongodb://...] [--out backups] [--db name]
import { backup } from '../backup/backup';
import { callerPath, parseCliOptions, UsageError } from '../backup/cli-options';

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env, '--out');
  const { folder, manifest } = await backup({
    uri: options.uri,
    root: callerPath(options.folder ?? 'backups', process.env),
    ...(options.databases.length > 0 ? { databases: options.databases } : {}),
  });
  for (const db of manifest.databases) {
    const documents = db.collections.reduce((sum, c) => sum + c.count, 0);
    console.log(`${db.name}: ${db.collections.length} collections, ${documents} documents`);
  }
  console.log(`Backup written to ${folder}`);
}

main().catch((error: unknown) => {
  const usage = error instanceof UsageError;
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  if (usage) console.error('usage: backup [--uri mongodb://...] [--out <dir>] [--db <name>]');
  process.exit(usage ? 2 : 1);
});
