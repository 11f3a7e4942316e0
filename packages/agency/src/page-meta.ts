import {
  NOT_FOUND,
  type Development,
  type NewsArticle,
  type Property,
  type ScreenName,
  type SeoPage,
} from '@reedmere/contracts';
import { AGENCY } from './agency';

/**
 * What a page says about itself to search engines and link previews: the BFF writes it into the
 * HTML it serves, and the shell sets the same tags after each client-side navigation.
 */

/** The tags a page's <head> gets, before escaping. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  ogTitle: string;
  ogDescription: string;
  /** Absolute URL, or undefined. */
  ogImage: string | undefined;
  /** What the image shows, for readers that cannot see it; undefined without an image. */
  ogImageAlt: string | undefined;
  /** Absolute URL of the page; undefined for the 404 page. */
  canonical: string | undefined;
  /** The 404 page asks not to be indexed. */
  noindex: boolean;
}

export const DEFAULT_DESCRIPTION =
  `${AGENCY.name}: independent estate agents in Norwich, Dereham and Diss. Residential and ` +
  'commercial sales and lettings, new developments, valuations and local property news.';
export const DEFAULT_KEYWORDS =
  'estate agents, Norfolk, Norwich, Dereham, Diss, property for sale, property to let';

const titled = (name: string) => `${name} | ${AGENCY.name}`;

/** What each screen says when no SEO record is set for it. */
const FALLBACKS: Partial<Record<ScreenName, { title: string; description?: string }>> = {
  home: { title: `${AGENCY.name} | Estate Agents in Norfolk` },
  properties: {
    title: titled('Properties for Sale and to Let'),
    description: `Browse homes and commercial property for sale and to let with ${AGENCY.name}.`,
  },
  'property-detail': { title: titled('Property Details') },
  residential: {
    title: titled('Residential Property'),
    description: `Homes for sale and to let across Norfolk with ${AGENCY.name}.`,
  },
  'property-finder': { title: titled('Property Finder') },
  'commercial-sales': {
    title: titled('Commercial Property for Sale'),
    description: `Shops, offices and industrial units for sale with ${AGENCY.name}.`,
  },
  'commercial-lettings': {
    title: titled('Commercial Property to Let'),
    description: `Shops, offices and industrial units to let with ${AGENCY.name}.`,
  },
  developments: {
    title: titled('New Developments'),
    description: `New homes and developments marketed by ${AGENCY.name}.`,
  },
  'development-detail': { title: titled('Development Details') },
  epc: {
    title: titled('Energy Performance Certificates'),
    description: 'What an Energy Performance Certificate is, when you need one and what it shows.',
  },
  contact: {
    title: titled('Contact Us'),
    description: `Contact ${AGENCY.name}: offices in Norwich, Dereham and Diss, ${AGENCY.hours.text}.`,
  },
  admin: { title: titled('Admin') },
  'admin-seo': { title: titled('SEO Settings') },
  'mortgage-calculator': {
    title: titled('Mortgage Calculator'),
    description: 'Work out your monthly mortgage repayments.',
  },
  'stamp-duty-calculator': {
    title: titled('Stamp Duty Calculator'),
    description: 'Work out the Stamp Duty Land Tax due on a purchase in England.',
  },
  calculators: { title: titled('Property Calculators') },
  news: {
    title: titled('News'),
    description: `Property market news and updates from ${AGENCY.name}.`,
  },
  'news-article': { title: titled('News') },
  'privacy-policy': { title: titled('Privacy Policy') },
  'cookie-policy': { title: titled('Cookie Policy') },
  'terms-conditions': { title: titled('Terms and Conditions') },
};

/** A relative image path becomes absolute on the site's origin (Open Graph wants a full URL). */
function absolute(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${origin}${url}` : undefined;
}

/** What a detail page (a property, a development, an article) says about its own record. */
export interface DetailMeta {
  title: string;
  description: string;
  image: string | undefined;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Plain text of stored HTML, at most `max` characters, cut at a word. */
export function summary(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export function propertyMeta(p: Property): DetailMeta {
  return { title: p.title, description: summary(p.description), image: p.images[0] };
}

export function developmentMeta(d: Development): DetailMeta {
  return {
    title: d.title,
    description: summary(d.description),
    image: d.afterImages[0] ?? d.duringImages[0] ?? d.beforeImages[0],
  };
}

export function articleMeta(a: NewsArticle): DetailMeta {
  return {
    title: a.title,
    description: summary(a.excerpt || a.content),
    image: a.featuredImage ?? undefined,
  };
}

/**
 * The meta of a page: the SEO record's fields where set, then what a detail page's own record
 * says, then the screen's fallbacks. The 404 page has its own title, no canonical link and
 * `noindex`.
 */
export function pageMeta(
  screen: ScreenName | '404',
  record: SeoPage | undefined,
  origin: string,
  canonicalPath: string,
  detail?: DetailMeta,
): PageMeta {
  if (screen === '404') {
    return {
      title: titled(NOT_FOUND.title),
      description: DEFAULT_DESCRIPTION,
      keywords: '',
      ogTitle: titled(NOT_FOUND.title),
      ogDescription: DEFAULT_DESCRIPTION,
      ogImage: undefined,
      ogImageAlt: undefined,
      canonical: undefined,
      noindex: true,
    };
  }
  const fallback = FALLBACKS[screen] ?? { title: AGENCY.name };
  const title = record?.pageTitle || (detail?.title && titled(detail.title)) || fallback.title;
  const description =
    record?.metaDescription || detail?.description || fallback.description || DEFAULT_DESCRIPTION;
  const ogTitle = record?.ogTitle || title;
  const ogImage = absolute(record?.ogImage || detail?.image, origin);
  // A detail page's own image shows its record; an SEO record's image illustrates its card.
  const imageAlt = record?.ogImage ? ogTitle : detail?.title;
  return {
    title,
    description,
    keywords: record?.metaKeywords || DEFAULT_KEYWORDS,
    ogTitle,
    ogDescription: record?.ogDescription || description,
    ogImage,
    ogImageAlt: ogImage ? imageAlt || ogTitle : undefined,
    canonical: `${origin}${canonicalPath}`,
    noindex: screen === 'admin' || screen === 'admin-seo',
  };
}
