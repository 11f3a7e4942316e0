import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseEvent } from '@reedmere/contracts';

/** `release-history.jsonl` beside the registry file: one JSON line per release event, oldest first. */
export const releaseHistoryBeside = (registryFile: string): string =>
  path.join(path.dirname(registryFile), 'release-history.jsonl');

/** Adds one event to the history (one append of one line: concurrent writers do not mix lines). */
export async function recordRelease(registryFile: string, event: ReleaseEvent): Promise<void> {
  await appendFile(releaseHistoryBeside(registryFile), `${JSON.stringify(event)}\n`, {
    mode: 0o600,
  });
}

/** The history, oldest first; none when nothing was released yet. A broken line is skipped. */
export async function readReleaseHistory(registryFile: string): Promise<ReleaseEvent[]> {
  let text: string;
  try {
    text = await readFile(releaseHistoryBeside(registryFile), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text.split('\n').flatMap((line) => {
    if (line.trim() === '') return [];
    try {
      return [JSON.parse(line) as ReleaseEvent];
    } catch {
      return [];
    }
  });
}
