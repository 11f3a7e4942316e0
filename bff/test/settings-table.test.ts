import { readFileSync } from 'node:fs';
import path from 'node:path';
import { settingsTable } from '@reedmere/service-kit';
import { BFF_SETTINGS } from '../src/bff-settings';

describe("the README's table of settings", () => {
  it('is the list the BFF reads, each with its default and meaning', () => {
    const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    // On a difference, the expected table below is what the README's should be.
    expect(readme).toContain(settingsTable(BFF_SETTINGS));
  });
});
