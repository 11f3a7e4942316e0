/** Public data other than properties and developments is fresh for 5 minutes. */
export const NEWS_FRESHNESS_MS = 300_000;
