/**
 * Configuration comes from environment variables only, validated once at start-up so a bad value
 * stops the process with a clear message instead of failing on the first request.
 */
export interface BffConfig {
  /** PORT, default 8080; 0 picks a free port. */
  port: number;
  /** HOST, default 127.0.0.1 (only this machine); use 0.0.0.0 in a container. */
  host: string;
  /** MONGODB_URI, required: the stack launcher or docker-compose always passes it. */
  mongodbUri: string;
  /** SEED_DEMO_CONTENT=true|false, default false: whether an empty database gets demo content. */
  seedDemoContent: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_PORT = 8080;
const DEFAULT_HOST = '127.0.0.1';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const problems: string[] = [];

  let port = DEFAULT_PORT;
  const rawPort = env.PORT?.trim();
  if (rawPort) {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port > 65535) {
      problems.push(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}")`);
    }
  }

  const host = env.HOST?.trim() || DEFAULT_HOST;

  const mongodbUri = env.MONGODB_URI?.trim() ?? '';
  if (!mongodbUri) {
    problems.push('MONGODB_URI is required (for example mongodb://127.0.0.1:27017/reedmere)');
  } else if (!/^mongodb(\+srv)?:\/\/\S+$/.test(mongodbUri)) {
    problems.push('MONGODB_URI must start with mongodb:// or mongodb+srv://');
  }

  let seedDemoContent = false;
  const rawSeed = env.SEED_DEMO_CONTENT?.trim().toLowerCase();
  if (rawSeed) {
    if (rawSeed === 'true') seedDemoContent = true;
    else if (rawSeed !== 'false') {
      problems.push(`SEED_DEMO_CONTENT must be true or false (got "${env.SEED_DEMO_CONTENT}")`);
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return { port, host, mongodbUri, seedDemoContent };
}
