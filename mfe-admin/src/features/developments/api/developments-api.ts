import type { Development, DevelopmentInput } from '@reedmere/contracts';
import { jsonCollection } from '../../../shared/api/json-collection';

/** Every project (an admin call); the public list answers a page at a time. */
export const ADMIN_DEVELOPMENTS_URL = '/api/admin/developments';
/** Where projects are created, changed and deleted. */
export const DEVELOPMENTS_URL = '/api/developments';
export const DEVELOPMENT_IMAGES_UPLOAD_URL = '/api/upload/development-images';

export const developmentsApi = jsonCollection<Development, DevelopmentInput>(DEVELOPMENTS_URL);
