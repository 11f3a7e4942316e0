import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CanaryFigures } from '@reedmere/contracts';
import { writeFileAtomically } from './registry-file';

/** One live canary's figures as the health check has counted them since it started. */
export interface CanaryHealth {
  /** The canary's manifest URL and start: figures belong to that canary only. */
  canaryUrl: string;
  since: string;
  figures: CanaryFigures;
}

/** What the health check last counted: remote -> its canary's figures, and when. */
export interface CanaryHealthFile {
  updatedAt: string;
  remotes: Record<string, CanaryHealth>;
}

/**
 * `canary-health.json` beside the registry file, written by the site's health check: what the
 * command line and the admin show as each canary's views and errors, and what the check resumes
 * from after a restart.
 */
export const canaryHealthBeside = (registryFile: string): string =>
  path.join(path.dirname(registryFile), 'canary-health.json');

const isFigures = (value: unknown): boolean => {
  const figures = value as { views?: unknown; errors?: unknown } | null;
  return (
    typeof figures === 'object' &&
    figures !== null &&
    Number.isInteger(figures.views) &&
    Number.isInteger(figures.errors)
  );
};

/** The figures last written; none when there is no file yet or it cannot be read. */
export async function readCanaryHealth(registryFile: string): Promise<CanaryHealthFile> {
  const none: CanaryHealthFile = { updatedAt: new Date(0).toISOString(), remotes: {} };
  let value: Partial<CanaryHealthFile>;
  try {
    value = JSON.parse(await readFile(canaryHealthBeside(registryFile), 'utf8')) as typeof value;
  } catch {
    return none;
  }
  if (typeof value !== 'object' || value === null || typeof value.remotes !== 'object') {
    return none;
  }
  const remotes = Object.fromEntries(
    Object.entries(value.remotes ?? {}).filter(
      ([, health]) =>
        typeof health?.canaryUrl === 'string' &&
        typeof health.since === 'string' &&
        isFigures(health.figures?.canary) &&
        isFigures(health.figures?.stable),
    ),
  );
  return { updatedAt: String(value.updatedAt ?? none.updatedAt), remotes };
}

export const writeCanaryHealth = (registryFile: string, health: CanaryHealthFile): Promise<void> =>
  writeFileAtomically(canaryHealthBeside(registryFile), `${JSON.stringify(health, null, 2)}\n`);
