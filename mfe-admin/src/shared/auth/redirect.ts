/** Leaves the single-page app for a server route (login, logout); tests pass their own. */
export type Redirect = (url: string) => void;

export const browserRedirect: Redirect = (url) => window.location.assign(url);

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
