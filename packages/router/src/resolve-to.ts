import { parsePath, type Path } from './location';

/** An address, or its parts (`{ hash: 'fees' }`: the current page at that fragment). */
export type To = string | Partial<Path>;

const withLead = (lead: string, part = ''): string =>
  part === '' || part === lead ? '' : part.startsWith(lead) ? part : `${lead}${part}`;

/**
 * Where a link or `navigate` leads: an absolute path as it is; a path of its own resolved against
 * the route it is written in (with '..' and '.'); a bare query or fragment keeps the current page.
 */
export function resolveTo(to: To, routePathname: string, currentPathname: string): Path {
  const target =
    typeof to === 'string'
      ? parsePath(to)
      : {
          pathname: to.pathname ?? '',
          search: withLead('?', to.search),
          hash: withLead('#', to.hash),
        };
  if (target.pathname === '') return { ...target, pathname: currentPathname };
  if (target.pathname.startsWith('/')) return target;
  const segments = routePathname.split('/').filter(Boolean);
  for (const segment of target.pathname.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return { ...target, pathname: `/${segments.join('/')}` };
}
