// A complete stored record of each kind for tests, so a new field is written into one fixture.
// Each holds its required fields, every other field as its service stores it when a body leaves it
// out, and the fields the server sets; a test overrides what it is about. Kept out of the main
// entry: only tests import them.
export { inputWithDefaults } from './input-defaults';
export { makeAlertSearch } from './alert-search';
export { makeDevelopment } from './development';
export { makeNewsArticle } from './news-article';
export { makeProperty } from './property';
export { makeSeoPage, SEO_PAGE_DEFAULTS } from './seo-page';
export { canaryVisitorId } from './canary-visitor';
