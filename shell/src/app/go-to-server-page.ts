/** Leaves the single-page app for a page the server renders (the login page). */
export const goToServerPage = (url: string): void => window.location.assign(url);
