/** Leaves the single-page app for a server route (login, logout); tests pass their own. */
export type Redirect = (url: string) => void;

export const browserRedirect: Redirect = (url) => window.location.assign(url);

export { LOGIN_URL } from '@reedmere/web-kit';
export const LOGOUT_URL = '/api/logout';
