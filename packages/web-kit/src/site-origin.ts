/**
 * Where a rendering process keeps the origin of the page it is rendering: a function on the
 * global object, under this registered symbol (a remote's bundle cannot import the process).
 */
export const REQUEST_ORIGIN_SLOT = Symbol.for('reedmere.requestOrigin');

/**
 * The site's origin for absolute links of the page (structured data, share links): the browser's
 * address, or on the server the origin of the page being rendered ('' when none is known).
 */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  const source = (globalThis as Record<symbol, unknown>)[REQUEST_ORIGIN_SLOT];
  return typeof source === 'function' ? String((source as () => unknown)()) : '';
}
