import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Puts the remote's real stylesheet on the test's page, as the site's pages link it, so a test can
 * read what it draws. Read as a file: a test in src is browser code, which reads no files.
 */
export function addRemoteStylesheet(): void {
  const style = document.createElement('style');
  style.textContent = readFileSync(path.join(__dirname, '../src/shared/developments.css'), 'utf8');
  document.head.appendChild(style);
}
