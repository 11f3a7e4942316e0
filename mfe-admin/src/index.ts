export { isValidSlug, MAX_SLUG_LENGTH, RESERVED_SLUGS, slugify } from './shared/slugify';
