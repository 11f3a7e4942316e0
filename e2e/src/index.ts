export { CHROMIUM_FLAGS, chromePath, openBrowser } from './browser';
export type { OpenBrowser } from './browser';
export { siteUrl, SITE_URL_ENV } from './site-url';
export type { SiteVariant } from './site-url';
