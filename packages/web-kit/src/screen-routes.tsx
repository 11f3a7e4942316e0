import type { ReactNode } from 'react';
import { Route, Routes } from '@reedmere/router';
import { routesOf, type RouteOwner, type ScreenOf } from '@reedmere/contracts';
import { PageNotFound } from './page-not-found';

export interface ScreenRoutesProps<O extends RouteOwner> {
  /** The workspace whose routes these are. */
  owner: O;
  /** What each of its screens shows: one for each route the table gives it, no more. */
  screens: Record<ScreenOf<O>, ReactNode>;
  /** What any other path shows (the shell sends a remote only its own; standalone, any). */
  otherwise?: ReactNode;
}

/**
 * A remote's `<Routes>`, made from the route table: each of its screens at the path the table
 * gives it (relative, as the shell mounts remotes at the root), so a path is written once.
 */
export function ScreenRoutes<O extends RouteOwner>({
  owner,
  screens,
  otherwise = <PageNotFound />,
}: ScreenRoutesProps<O>) {
  return (
    <Routes>
      {routesOf(owner).map((route) => (
        <Route key={route.path} path={route.path.slice(1)} element={screens[route.screen]} />
      ))}
      <Route path="*" element={otherwise} />
    </Routes>
  );
}
