import { useState } from 'react';
import useSWR from 'swr';
import { detailPageOf, pageMeta, type PageMeta } from '@reedmere/agency';
import { canonicalPath, resolveRoute, type SeoPage } from '@reedmere/contracts';
import { apiFetch, isNotFound, swrFetcher } from '@reedmere/web-kit';
import { seoRecordKey } from './seo-record-key';

/** An SEO record stays fresh for 5 minutes, and a failed read is not retried. */
export const SEO_FRESHNESS_MS = 300_000;

const SWR_OPTIONS = { dedupingInterval: SEO_FRESHNESS_MS, shouldRetryOnError: false } as const;

/** A record that is not there (404) is no record; any other failure is an error. */
async function fetchOptional<T>(url: string): Promise<T | null> {
  try {
    return await apiFetch<T>(url);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The origin the BFF put in the served page's canonical link (its public origin, which may differ
 * from the address the browser used), else the browser's.
 */
function servedOrigin(): string {
  // On the server the meta is not used: the BFF writes the served page's head.
  if (typeof document === 'undefined') return '';
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    return new URL(canonical?.href ?? window.location.href).origin;
  } catch {
    return window.location.origin;
  }
}

/**
 * The meta of the page at `pathname`, as the BFF computes it for the served HTML: the page's SEO
 * record where set, then what a detail page's record says, then the screen's fallbacks. Null
 * while a lookup is still on its way, so the tags already in the page stay until the answer is
 * known (a failed lookup then means the fallbacks).
 */
export function usePageMeta(pathname: string): PageMeta | null {
  const [origin] = useState(servedOrigin);
  const match = resolveRoute(pathname);
  const path = canonicalPath(match);
  const seo = useSWR<SeoPage | null>(seoRecordKey(match), fetchOptional, SWR_OPTIONS);
  // The detail page's own read: same key and same fetcher, so SWR makes one request for both.
  const detailPage = detailPageOf(match);
  const detail = useSWR<unknown>(
    detailPage?.apiPath(match.params) ?? null,
    swrFetcher,
    SWR_OPTIONS,
  );
  // A detail page whose record is not there (unknown, or hidden from the public) shows the
  // not-found page, and the server served it with the not-found meta: keep them.
  if (match.screen === '404' || path === undefined || isNotFound(detail.error)) {
    return pageMeta('404', undefined, origin, pathname);
  }
  if (seo.isLoading || detail.isLoading) return null;
  const described = detailPage && detail.data ? detailPage.describe(detail.data) : undefined;
  return pageMeta(match.screen, seo.data ?? undefined, origin, path, described);
}
