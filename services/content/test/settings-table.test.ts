import path from 'node:path';
import { itDocumentsSettingsIn } from '@reedmere/service-kit/testing';
import { CONTENT_SETTINGS } from '../src/config';

describe("the content service's own variables", () => {
  itDocumentsSettingsIn(path.join(__dirname, '..', 'README.md'), CONTENT_SETTINGS);
});
