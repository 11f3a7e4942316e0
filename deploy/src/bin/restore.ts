#!/usr/bin/env node
// npm run restore -- <backups/<timestamp>> [--uri mongodb://...] [--drop]
import { callerPath, parseCliOptions, UsageError } from '../backup/cli-options';
import { restore } from '../backup/restore';

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env, '--from');
  if (!options.folder) throw new UsageError('give the backup folder (backups/<timestamp>)');
  if (options.databases.length > 0) throw new UsageError('--db is for backup only');
  const result = await restore({
    uri: options.uri,
    folder: callerPath(options.folder, process.env),
    drop: options.drop,
  });
  for (const db of result.databases) {
    const documents = db.collections.reduce((sum, c) => sum + c.count, 0);
    console.log(
      `${db.name}: ${db.collections.length} collections, ${documents} documents restored`,
    );
  }
}

main().catch((error: unknown) => {
  const usage = error instanceof UsageError;
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  if (usage) console.error('usage: restore <backup folder> [--uri mongodb://...] [--drop]');
  process.exit(usage ? 2 : 1);
});
