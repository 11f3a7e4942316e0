import { headMetaTags, type HeadMetaTag, type PageMeta } from '@reedmere/agency';

/** Sets (or, without content, removes) one <meta> tag of the document's head. */
function setMeta({ attribute, key, content }: HeadMetaTag): void {
  const selector = `meta[${attribute}="${key}"]`;
  let tag = document.head.querySelector<HTMLMetaElement>(selector);
  if (content === undefined || content === '') {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
}

function setCanonical(href: string | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Writes a page's meta into the document head: the same tags, by the same rules
 * (`headMetaTags`), that the BFF puts in the HTML it serves, kept true after client-side
 * navigation (for sharing, bookmarks and crawlers that run scripts).
 */
export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  setCanonical(meta.canonical);
  for (const tag of headMetaTags(meta)) setMeta(tag);
}
