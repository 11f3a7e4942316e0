import path from 'node:path';
import { itDocumentsSettingsIn } from '@reedmere/service-kit/testing';
import { RENDERER_SETTINGS } from '../src/config';

describe("the renderer's variables", () => {
  itDocumentsSettingsIn(path.join(__dirname, '..', 'README.md'), RENDERER_SETTINGS);
});
