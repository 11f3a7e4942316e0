/**
 * The six domain services, named once, in the order they are listed everywhere: the launcher
 * starts them and the BFF calls them by these names (services/README.md).
 */
export const SERVICE_NAMES = Object.freeze([
  'listings',
  'developments',
  'news',
  'content',
  'media',
  'identity',
] as const);
export type ServiceName = (typeof SERVICE_NAMES)[number];
