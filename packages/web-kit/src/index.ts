export { apiFetch, keyToUrl, SWR_DEFAULTS, swrFetcher } from './api-client';
export { mountStandalone } from './standalone';
export { theme } from './theme';
