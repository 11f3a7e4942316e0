/**
 * Leaves the single-page app for a page the server renders (the login page), in place of the
 * page that sent the visitor there: a page that only redirects must not stay in the history, or
 * Back would land on it and be sent forward again.
 */
export const goToServerPage = (
  url: string,
  location: Pick<Location, 'replace'> = window.location,
): void => location.replace(url);
