/** Leaves the single-page app for a server route (login, logout); tests pass their own. */
export type Redirect = (url: string) => void;

/**
 * In place of the panel's page: a panel whose session has ended only sends the browser on, so
 * Back after signing out (or being signed out) must not return to it.
 */
export const browserRedirect: Redirect = (url) => window.location.replace(url);

export { LOGIN_URL } from '@reedmere/web-kit';
export const LOGOUT_URL = '/api/logout';
