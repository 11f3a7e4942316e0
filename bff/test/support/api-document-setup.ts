import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApiDocument } from '../../src/api-document/build-document';
import { API_DOCUMENT_FILE_ENV } from './api-document-file';

/** jest's globalSetup: writes the document every answer of the run is checked against. */
export default function writeApiDocument(): void {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bff-api-document-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(buildApiDocument('test')));
  // The test files run in workers started after this, with a copy of this environment.
  process.env[API_DOCUMENT_FILE_ENV] = file;
}
