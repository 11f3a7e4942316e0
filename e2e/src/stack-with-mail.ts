import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack, type RunningStack } from '@reedmere/launcher';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

/** What the environment may not bring: the stack has its own database, admin, token and links. */
const NOT_INHERITED = [
  'MONGODB_URI',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SERVICE_TOKEN',
  'NODE_ENV',
  'PUBLIC_ORIGIN',
  'MAIL_FROM',
];

export interface StackWithMail {
  stack: RunningStack;
  /** Every e-mail the stack sends. */
  mail: MailCatcher;
  /** Stops the stack and the mail server, and removes the data. */
  stop(): Promise<void>;
}

/**
 * A stack of a test file's own, on free ports and an empty embedded database with the development
 * admin, sending its mail to an SMTP server in this process; `env` adds settings. A stack that
 * does not start fails with the last lines it logged.
 */
export async function startStackWithMail(
  name: string,
  env: NodeJS.ProcessEnv = {},
): Promise<StackWithMail> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `reedmere-e2e-${name}-`));
  const mail = await startMailCatcher();
  const given: NodeJS.ProcessEnv = { ...process.env, SMTP_URL: mail.url, ...env };
  for (const variable of NOT_INHERITED) delete given[variable];
  const log: string[] = [];
  const stop = async () => {
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const stack = await startStack({
      dataDir,
      port: 0,
      seed: false,
      env: given,
      log: (line) => {
        log.push(line);
        if (log.length > 40) log.shift();
      },
    });
    return {
      stack,
      mail,
      stop: async () => {
        await stack.stop();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw new Error(`The ${name} stack did not start: ${String(error)}\n${log.join('\n')}`, {
      cause: error,
    });
  }
}
