import path from 'node:path';
import { itDocumentsSettingsIn } from '@reedmere/service-kit/testing';
import { IDENTITY_SETTINGS } from '../src/config';

describe("the identity service's own variables", () => {
  itDocumentsSettingsIn(path.join(__dirname, '..', 'README.md'), IDENTITY_SETTINGS);
});
