/**
 * React writes the links a page's parts ask for ahead of the markup, as it would into a
 * document's head: the stylesheets they link (`<link rel="stylesheet" precedence>`) and the
 * pictures it preloads. The page's root is a `div` in the body, so they are taken off the front of
 * the markup for the served head: there a stylesheet applies before the first paint, and React in
 * the browser finds them there rather than as strangers among the nodes it hydrates.
 */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

export function hoistLeadingLinks(markup: string): { head: string; body: string } {
  const head = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}
