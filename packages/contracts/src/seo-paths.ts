/**
 * SEO records are keyed by route path. The public lookup sends the path without
 * its leading slash, and `home` for `/`.
 */
export function seoLookupKey(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? 'home' : trimmed;
}

export function pagePathFromLookupKey(key: string): string {
  return key === 'home' || key === '' ? '/' : `/${key.replace(/^\/+/, '')}`;
}

/** '/Residential/' -> '/residential'; the root stays '/'. */
export function normalizePagePath(path: string): string {
  const trimmed = path.trim().toLowerCase().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
