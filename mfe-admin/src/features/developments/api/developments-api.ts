import type { Development, DevelopmentInput } from '@reedmere/contracts';
import { jsonCollection } from '../../../shared/api/json-collection';

export const DEVELOPMENTS_URL = '/api/developments';
export const DEVELOPMENT_IMAGES_UPLOAD_URL = '/api/upload/development-images';

const developments = jsonCollection<Development, DevelopmentInput>(DEVELOPMENTS_URL);

export const createDevelopment = developments.create;
export const updateDevelopment = developments.update;
export const deleteDevelopment = developments.remove;
