import path from 'node:path';
import { itDocumentsSettingsIn } from '@reedmere/service-kit/testing';
import { BFF_SETTINGS } from '../src/bff-settings';

describe("the BFF's variables", () => {
  itDocumentsSettingsIn(path.join(__dirname, '..', 'README.md'), BFF_SETTINGS);
});
