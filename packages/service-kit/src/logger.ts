/** Structured logs: one JSON object per line, so they can be grepped, shipped and parsed. */
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

type Level = 'info' | 'warn' | 'error';

export function createJsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  base: LogFields = {},
): Logger {
  const log = (level: Level, msg: string, fields: LogFields = {}): void => {
    write(JSON.stringify({ time: new Date().toISOString(), level, ...base, msg, ...fields }));
  };
  return {
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
  };
}

/** For tests that do not want log lines in their output. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
