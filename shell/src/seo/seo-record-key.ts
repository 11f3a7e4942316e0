import { canonicalPath, seoLookupKey, type RouteMatch } from '@reedmere/contracts';

/** The SEO record's read for a page (its SWR key), or null where there is none to ask for. */
export function seoRecordKey(match: RouteMatch): string | null {
  const path = canonicalPath(match);
  // Admin screens are never indexed and have no SEO record to ask for.
  if (path === undefined || match.owner === 'mfe-admin') return null;
  return `/api/seo-pages/path/${seoLookupKey(path)}`;
}
