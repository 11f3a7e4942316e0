/** The values of a pattern's `:name` segments, and the rest of the address for a `*`. */
export type Params = Readonly<Record<string, string | undefined>>;

export interface PathMatch {
  params: Params;
  /** The part of the address the pattern matched. */
  pathname: string;
  /** The same without what a trailing `*` matched: where nested routes start. */
  pathnameBase: string;
  pattern: PathPattern;
}

export interface PathPattern {
  path: string;
  caseSensitive?: boolean;
  /** Whether the pattern must match the whole address (true) or may match its start. */
  end?: boolean;
}

const PARAM = /^:[\w-]+$/;
const SPECIAL = /[\\.*+^${}|()[\]]/g;

/** A pattern as a regular expression, and the names of its captures in order. */
function compile({ path, caseSensitive = false, end = true }: PathPattern): [RegExp, string[]] {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(SPECIAL, '\\$&')
      .replace(/\/:([\w-]+)/g, (_segment, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    // Matching the start of the address ends at a segment's end, never inside one.
    source += '(?:(?=\\/|$))';
  }
  return [new RegExp(source, caseSensitive ? undefined : 'i'), names];
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const withoutTrailingSlash = (path: string): string => path.replace(/(.)\/+$/, '$1');

/**
 * Matches an address against a pattern of static segments, `:name` segments and an optional
 * trailing `*`; static segments ignore case unless the pattern says otherwise.
 */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  const full = typeof pattern === 'string' ? { path: pattern } : pattern;
  const [matcher, names] = compile(full);
  const found = matcher.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = withoutTrailingSlash(matched);
  const params: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    const value = found[index + 1] ?? '';
    if (name === '*') {
      pathnameBase = withoutTrailingSlash(matched.slice(0, matched.length - value.length));
    }
    params[name] = decode(value);
  });
  return { params, pathname: matched, pathnameBase, pattern: full };
}

/**
 * How specific a route's full pattern is: the more static segments, the earlier it is tried, so
 * '/property/new' wins over '/property/:id' and both over '*', whatever their order.
 */
export function patternScore(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (index ? 2 : 0);
  if (segments.includes('*')) score -= 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** Joins route pattern pieces into one path with single slashes. */
export const joinPaths = (...paths: string[]): string => paths.join('/').replace(/\/\/+/g, '/');
