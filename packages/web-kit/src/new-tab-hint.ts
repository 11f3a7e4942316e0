/** What a link that opens a new tab tells screen-reader users. Its own module: plain markup reads it without the styling library. */
export const NEW_TAB_HINT = '(opens in a new tab)';
