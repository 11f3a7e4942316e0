import { expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { settingsTable, type Settings } from '../settings';

/**
 * Declares a test that the README at `readmePath` holds the table of `settings`, as
 * `settingsTable` writes it: a setting added, removed or changed in the code is one in the README.
 */
export function itDocumentsSettingsIn(readmePath: string, settings: Settings): void {
  it("the README's table of settings is the list the code reads, with defaults and meanings", () => {
    // On a difference, the expected table is what the README's should be.
    expect(readFileSync(readmePath, 'utf8')).toContain(settingsTable(settings));
  });
}
