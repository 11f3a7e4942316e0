/**
 * A remote's own stylesheet (the URL its `.css` import gives). React writes it into the served
 * head, places it after the site's stylesheet, and on a later page of the visit holds the part back
 * until it has loaded. A same-site address is written as a path: the browser build knows its files
 * by full URL, the server build by path, and React links each address it has not seen once more.
 */
export function RemoteStylesheet({ href }: { href: string }) {
  return <link rel="stylesheet" href={pathOnThisSite(href)} precedence="remote" />;
}

export function pathOnThisSite(href: string): string {
  if (typeof window === 'undefined') return href;
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : href;
}
