import { AGENCY } from './agency';
import type { PageMeta } from './page-meta';

/** The pages are written in British English. */
export const OG_LOCALE = 'en_GB';

/** One `<meta>` tag of a page's head: `name` for search engines and X, `property` for Open Graph. */
export interface HeadMetaTag {
  attribute: 'name' | 'property';
  key: string;
  /** Undefined or empty: the page has no such tag (the browser removes one left from the last page). */
  content: string | undefined;
}

/**
 * Every `<meta>` tag a page's head carries, in the order the server writes them. The server's
 * HTML and the browser's updates after a navigation both come from this list, so they agree.
 * X reads its own `twitter:` tags: a large card when the page has an image, else a summary.
 */
export function headMetaTags(meta: PageMeta): readonly HeadMetaTag[] {
  const name = (key: string, content: string | undefined): HeadMetaTag => ({
    attribute: 'name',
    key,
    content,
  });
  const property = (key: string, content: string | undefined): HeadMetaTag => ({
    attribute: 'property',
    key,
    content,
  });
  return [
    name('description', meta.description),
    name('keywords', meta.keywords),
    name('robots', meta.noindex ? 'noindex' : undefined),
    property('og:type', 'website'),
    property('og:site_name', AGENCY.name),
    property('og:locale', OG_LOCALE),
    property('og:title', meta.ogTitle),
    property('og:description', meta.ogDescription),
    property('og:url', meta.canonical),
    property('og:image', meta.ogImage),
    property('og:image:alt', meta.ogImage && meta.ogImageAlt),
    name('twitter:card', meta.ogImage ? 'summary_large_image' : 'summary'),
    name('twitter:title', meta.ogTitle),
    name('twitter:description', meta.ogDescription),
    name('twitter:image', meta.ogImage),
    name('twitter:image:alt', meta.ogImage && meta.ogImageAlt),
  ];
}
