/**
 * A value built the first time it is asked for, then kept. Intl formatters are made this way: the
 * first one a page makes loads the locale's data, a pause of several milliseconds (tens on a phone)
 * that a module making its formatters as it loads puts on every page importing it, even a page
 * whose text came from the server and is never formatted in the browser.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
