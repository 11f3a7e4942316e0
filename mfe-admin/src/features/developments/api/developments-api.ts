import type { Development, DevelopmentInput } from '@reedmere/contracts';
import { sendJson } from '../../../shared/api/send-json';

export const DEVELOPMENTS_URL = '/api/developments';
export const DEVELOPMENT_IMAGES_UPLOAD_URL = '/api/upload/development-images';

const itemUrl = (id: string) => `${DEVELOPMENTS_URL}/${encodeURIComponent(id)}`;

export const createDevelopment = (input: DevelopmentInput) =>
  sendJson<Development>(DEVELOPMENTS_URL, 'POST', input);

export const updateDevelopment = (id: string, input: DevelopmentInput) =>
  sendJson<Development>(itemUrl(id), 'PUT', input);

export const deleteDevelopment = (id: string) => sendJson(itemUrl(id), 'DELETE');
