import { AGENCY, type PageMeta } from '@reedmere/agency';

type Selector = { attribute: 'name' | 'property'; key: string };

/** Sets (or, with undefined, removes) one <meta> tag of the document's head. */
function setMeta({ attribute, key }: Selector, content: string | undefined): void {
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
 * Writes a page's meta into the document head: the same tags the BFF puts in the HTML it serves,
 * kept true after client-side navigation (for sharing, bookmarks and crawlers that run scripts).
 */
export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  setMeta({ attribute: 'name', key: 'description' }, meta.description);
  setMeta({ attribute: 'name', key: 'keywords' }, meta.keywords);
  setMeta({ attribute: 'name', key: 'robots' }, meta.noindex ? 'noindex' : undefined);
  setCanonical(meta.canonical);
  setMeta({ attribute: 'property', key: 'og:type' }, 'website');
  setMeta({ attribute: 'property', key: 'og:site_name' }, AGENCY.name);
  setMeta({ attribute: 'property', key: 'og:title' }, meta.ogTitle);
  setMeta({ attribute: 'property', key: 'og:description' }, meta.ogDescription);
  setMeta({ attribute: 'property', key: 'og:url' }, meta.canonical);
  setMeta({ attribute: 'property', key: 'og:image' }, meta.ogImage);
}
