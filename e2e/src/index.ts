export { CHROMIUM_FLAGS, chromePath, openBrowser } from './browser';
export type { OpenBrowser } from './browser';
export { adminUrl, siteUrl, SITE_URL_ENV } from './site-url';
export type { SiteVariant } from './site-url';
export { api, apiAt, multipart, tinyPdf } from './api';
export type { ApiRequest, ApiResponse } from './api';
export type { MultipartPart } from '@reedmere/demo-content/multipart';
export { signIn, signInAt } from './admin-session';
export type { AdminSession } from './admin-session';
