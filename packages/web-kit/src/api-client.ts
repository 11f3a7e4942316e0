import type { SWRConfiguration } from 'swr';
import { readApiError } from './api-error';
import { keepShownSections } from './shown-sections';

/** Every call sends credentials and reads JSON; a non-OK response throws an ApiError. */
export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    credentials: 'include',
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  });
  if (!response.ok) throw await readApiError(response);
  return (await response.json()) as T;
}

/**
 * Posts `body` as JSON with the same credentials and Accept header as `apiFetch`; the response,
 * refusals included, is the caller's to read.
 */
export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A read's URL is its key, or the key's segments joined by a slash. */
export function keyToUrl(key: string | readonly unknown[]): string {
  return typeof key === 'string' ? key : key.map(String).join('/');
}

export const swrFetcher = (key: string | readonly unknown[]): Promise<unknown> =>
  apiFetch(keyToUrl(key));

/**
 * No retry, no refetch on focus or interval, 5 minutes freshness; a section of an aggregate
 * that fails on a later read keeps what was shown.
 */
export const SWR_DEFAULTS: SWRConfiguration = {
  fetcher: swrFetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  refreshInterval: 0,
  dedupingInterval: 300_000,
  use: [keepShownSections],
};
