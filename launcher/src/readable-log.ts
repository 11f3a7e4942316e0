/** A process's JSON log line, as `createJsonLogger` writes it. */
interface LogEntry {
  time?: unknown;
  level?: unknown;
  service?: unknown;
  worker?: unknown;
  msg?: unknown;
  [field: string]: unknown;
}

/** Fields every line has, or that the line's wording already says. */
const SHOWN_APART = new Set(['time', 'level', 'service', 'worker', 'msg']);

/** Paths asked again and again while the site starts, whose 503 only says "not yet". */
const PROBE = /\/(ready|health)$/;

/** The embedded database's note of every connection opened and closed. */
const DATABASE_CONNECTION = /^\S+ connection \d+ (accepted from|closed)\b/;

function parseEntry(line: string): LogEntry | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as LogEntry)
      : undefined;
  } catch {
    return undefined;
  }
}

const clock = (time: unknown): string => {
  const date = typeof time === 'string' ? new Date(time) : new Date();
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(11, 19);
};

const fieldText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** One entry as a line a person reads: time, who, how bad (when bad), what, and the details. */
export function readableEntry(entry: LogEntry): string {
  const who =
    typeof entry.worker === 'number'
      ? `${String(entry.service)} #${entry.worker}`
      : String(entry.service ?? '');
  const level = entry.level === 'warn' || entry.level === 'error' ? `${entry.level}: ` : '';
  const details = Object.entries(entry)
    .filter(([key, value]) => !SHOWN_APART.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${fieldText(value)}`)
    .join(' ');
  return [clock(entry.time), who.padEnd(14), `${level}${String(entry.msg ?? '')}`, details]
    .filter((part) => part !== '')
    .join('  ')
    .trimEnd();
}

const isServerError = (entry: LogEntry): boolean =>
  typeof entry.status === 'number' &&
  entry.status >= 500 &&
  !(entry.status === 503 && typeof entry.path === 'string' && PROBE.test(entry.path));

/**
 * The site's output for a terminal: each process's JSON line as one readable line, without what
 * only fills the screen (a line per request answered, the database's line per connection). A
 * request answered with a server error is kept: that is news (but not "not ready yet" from a
 * readiness check).
 */
export function createReadableLog(write: (line: string) => void): (line: string) => void {
  return (line) => {
    if (DATABASE_CONNECTION.test(line)) return;
    const entry = parseEntry(line);
    if (!entry) {
      write(line);
      return;
    }
    if (entry.msg === 'request' && !isServerError(entry)) return;
    write(readableEntry(entry));
  };
}
