import path from 'node:path';
import { BASE_SERVICE_SETTINGS } from './env';
import { itDocumentsSettingsIn } from './testing/settings-table';

describe('the variables every service reads', () => {
  itDocumentsSettingsIn(
    path.join(__dirname, '..', '..', '..', 'services', 'README.md'),
    BASE_SERVICE_SETTINGS,
  );
});
