import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// Building the API document takes about a second of a core (every schema converted): it is built
// once per jest run, before the test files start (api-document-setup.ts), and each file's answer
// check reads it from the file named here.
export const API_DOCUMENT_FILE_ENV = 'BFF_TEST_API_DOCUMENT';

/** The document written for this run. */
export function readApiDocument(): object {
  const file = process.env[API_DOCUMENT_FILE_ENV];
  if (!file) throw new Error(`${API_DOCUMENT_FILE_ENV} is unset: jest's globalSetup did not run`);
  return JSON.parse(readFileSync(file, 'utf8')) as object;
}

/** Removes it once the run is over. */
export function removeApiDocument(): void {
  const file = process.env[API_DOCUMENT_FILE_ENV];
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}
