import path from 'node:path';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface CliOptions {
  uri: string;
  /** backup: where the timestamped folders go; restore: the backup folder itself. */
  folder: string | undefined;
  drop: boolean;
  databases: string[];
}

/**
 * `--uri <mongodb://...>` (default: MONGODB_URI), `--out <dir>` / `--from <dir>`, `--drop`,
 * `--db <name>` (repeatable). A bare argument is taken as the folder.
 */
export function parseCliOptions(
  argv: string[],
  env: NodeJS.ProcessEnv,
  folderFlag: '--out' | '--from',
): CliOptions {
  const options: CliOptions = {
    uri: env.MONGODB_URI ?? '',
    folder: undefined,
    drop: false,
    databases: [],
  };
  const args = [...argv];
  while (args.length > 0) {
    const arg = args.shift() as string;
    const value = (): string => {
      const next = args.shift();
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--uri') options.uri = value();
    else if (arg === folderFlag) options.folder = value();
    else if (arg === '--db') options.databases.push(value());
    else if (arg === '--drop' && folderFlag === '--from') options.drop = true;
    else if (!arg.startsWith('--') && options.folder === undefined) options.folder = arg;
    else throw new UsageError(`unknown argument: ${arg}`);
  }
  if (!/^mongodb(\+srv)?:\/\/\S+$/.test(options.uri)) {
    throw new UsageError('give the database as --uri mongodb://... or in MONGODB_URI');
  }
  return options;
}

/** npm runs scripts in the workspace folder; relative paths mean the caller's folder. */
export const callerPath = (p: string, env: NodeJS.ProcessEnv): string =>
  path.resolve(env.INIT_CWD ?? process.cwd(), p);
