import path from 'node:path';
import { itDocumentsSettingsIn } from '@reedmere/service-kit/testing';
import { MEDIA_SETTINGS } from '../src/config';

describe("the media service's own variables", () => {
  itDocumentsSettingsIn(path.join(__dirname, '..', 'README.md'), MEDIA_SETTINGS);
});
