export {
  isResidential,
  propertyCategory,
  PROPERTY_CATEGORIES,
  RESIDENTIAL_DWELLING_TYPES,
} from './property-type';
export type { PropertyCategory, ResidentialDwellingType } from './property-type';
export * from './entities';
export { reducedOn, REDUCED_MARKER_DAYS } from './price-history';
export * from './alerts';
export * from './remote-names';
export * from './service-names';
export * from './limits';
export * from './files';
export * from './seo-paths';
export {
  canonicalPath,
  isAdminPath,
  matchRoute,
  NOT_FOUND,
  resolveRoute,
  ROUTES,
  routesOf,
  screenParams,
} from './site-routes';
export type { RouteDefinition, RouteMatch, RouteOwner, ScreenName, ScreenOf } from './site-routes';
export * from './cookie-consent';
export * from './server-render';
export * from './followed-link';
export * from './staff-access';
export * from './audit-events';
export * from './people';
export * from './uk-time';
export { madeOnFirstUse } from './made-on-first-use';
export { formatWholePounds } from './pounds';
export * from './health-reports';
export * from './deployments';
export * from './remote-releases';
