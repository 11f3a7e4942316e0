export { matchRoute, NOT_FOUND, resolveRoute, ROUTES } from './app/route-table';
export type { RouteDefinition, RouteMatch, RouteOwner, ScreenName } from './app/route-table';
