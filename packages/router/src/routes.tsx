import { Children, Fragment, isValidElement, useContext, type ReactNode } from 'react';
import { RouteContext, useLocationContext, type RouteContextValue } from './contexts';
import { joinPaths, matchPath, patternScore, type PathMatch } from './path-matching';

export interface RouteProps {
  /** Relative to the enclosing route, or absolute; none for a layout route. */
  path?: string;
  /** Shown at the enclosing route's own address. */
  index?: boolean;
  /** What the route renders; by default its matched child (<Outlet>). */
  element?: ReactNode;
  /** Nested routes, rendered by the element's <Outlet>. */
  children?: ReactNode;
}

/** Declares a route inside <Routes>; it renders nothing by itself. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only ever used as a child of <Routes> or of another <Route>');
}

interface RouteObject {
  path?: string;
  index: boolean;
  element: ReactNode;
  children: RouteObject[];
}

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf((child.props as { children?: ReactNode }).children));
      return;
    }
    if (child.type !== Route) {
      throw new Error('Only <Route> and fragments may be children of <Routes> and <Route>');
    }
    const props = child.props as RouteProps;
    routes.push({
      path: props.path,
      index: props.index === true,
      element: props.element,
      children: routesOf(props.children),
    });
  });
  return routes;
}

/** One way down the route tree: the routes from the outermost to the one that renders the page. */
interface Branch {
  /** Each route with its full pattern. */
  chain: ReadonlyArray<{ route: RouteObject; path: string }>;
  score: number;
}

function branchesOf(
  routes: RouteObject[],
  parentPath: string,
  parent: Branch['chain'] = [],
): Branch[] {
  const branches: Branch[] = [];
  for (const route of routes) {
    const own = route.path ?? '';
    const path = own.startsWith('/') ? own : joinPaths(parentPath, own);
    const chain = [...parent, { route, path }];
    branches.push(...branchesOf(route.children, path, chain));
    // A layout route without a path is only ever a way to its children.
    if (route.path !== undefined || route.index) {
      branches.push({ chain, score: patternScore(path, route.index) });
    }
  }
  return branches;
}

interface Step {
  route: RouteObject;
  match: PathMatch;
}

/** The most specific branch that matches, each of its routes with its match; ties go to the first declared. */
function matchBranch(branches: Branch[], pathname: string): Step[] | null {
  const ordered = branches
    .map((branch, order) => ({ branch, order }))
    .sort((a, b) => b.branch.score - a.branch.score || a.order - b.order);
  for (const { branch } of ordered) {
    const steps: Step[] = [];
    for (const [at, { route, path }] of branch.chain.entries()) {
      const match = matchPath({ path, end: at === branch.chain.length - 1 }, pathname);
      if (!match) break;
      steps.push({ route, match });
    }
    if (steps.length === branch.chain.length) return steps;
  }
  return null;
}

/**
 * Renders the route among its children that best matches the address: the most specific
 * pattern wins whatever the order. Inside another route, patterns are relative to where that
 * route's own match ends (a remote's routes under the shell's `*`).
 */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useLocationContext('Routes');
  const parent = useContext(RouteContext);
  const steps = matchBranch(branchesOf(routesOf(children), parent.pathnameBase), location.pathname);
  const last = steps?.at(-1);
  if (!steps || !last) return null;
  const params = { ...parent.params, ...last.match.params };
  return steps.reduceRight<ReactNode>((outlet, { route, match }) => {
    const value: RouteContextValue = {
      params,
      pathname: match.pathname,
      pathnameBase: match.pathnameBase,
      outlet,
    };
    return (
      <RouteContext.Provider value={value}>
        {route.element === undefined ? <Outlet /> : route.element}
      </RouteContext.Provider>
    );
  }, null);
}

/** Renders the matched child route of the route it is in. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}
