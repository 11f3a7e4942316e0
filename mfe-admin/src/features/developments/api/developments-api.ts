import type { Development, DevelopmentInput } from '@reedmere/contracts';
import { jsonCollection } from '../../../shared/api/json-collection';

export const DEVELOPMENTS_URL = '/api/developments';
export const DEVELOPMENT_IMAGES_UPLOAD_URL = '/api/upload/development-images';

export const developmentsApi = jsonCollection<Development, DevelopmentInput>(DEVELOPMENTS_URL);
