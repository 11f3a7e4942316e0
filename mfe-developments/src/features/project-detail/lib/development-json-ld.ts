import type { WithRequired } from '@reedmere/agency';
import type { Development, DevelopmentStatus } from '@reedmere/contracts';
import { htmlToText } from '@reedmere/web-kit';
import type { PlaceLeaf, PostalAddressLeaf, PropertyValueLeaf, WithContext } from 'schema-dts';

/**
 * What search engines need of a development: schema.org has no type for a building scheme (some
 * are homes, some workspace), so it is the Place being built, with its name, where it is and
 * the page about it.
 */
export type DevelopmentStructuredData = WithContext<
  WithRequired<PlaceLeaf, 'name' | 'url' | 'address'>
>;

type DevelopmentAddress = WithRequired<PostalAddressLeaf, 'addressRegion' | 'addressCountry'>;
type DevelopmentFact = WithRequired<PropertyValueLeaf, 'name' | 'value'>;

/** Longest description given: enough to say what the scheme is without copying the page. */
export const DESCRIPTION_MAX = 500;

const STATUS_NAMES: Readonly<Record<DevelopmentStatus, string>> = {
  planning: 'Planning',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** The description as plain text, cut at a word to at most `DESCRIPTION_MAX` characters. */
function plainDescription(html: string): string | undefined {
  const text = htmlToText(html);
  if (!text) return undefined;
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function developmentAddress(development: Development): DevelopmentAddress {
  return {
    '@type': 'PostalAddress',
    addressLocality: development.location || undefined,
    addressRegion: 'Norfolk',
    addressCountry: 'GB',
  };
}

/** Status and dates as the page's Project Details name them; what is not known is left out. */
function developmentFacts(development: Development): DevelopmentFact[] {
  const facts: [string, string | null | undefined][] = [
    ['Status', STATUS_NAMES[development.status]],
    ['Start Date', development.startDate],
    ['Completion Date', development.endDate],
  ];
  return facts.flatMap(([name, value]) =>
    value ? [{ '@type': 'PropertyValue' as const, name, value }] : [],
  );
}

/**
 * schema.org Place for a development. Its photos are listed finished first ('after', then
 * 'during', then 'before'), so the first is the one the page's social card shows.
 */
export function developmentJsonLd(
  development: Development,
  pageUrl: string,
): DevelopmentStructuredData {
  const images = [
    ...(development.afterImages ?? []),
    ...(development.duringImages ?? []),
    ...(development.beforeImages ?? []),
  ].map((url) => new URL(url, pageUrl).href);
  const facts = developmentFacts(development);
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: development.title,
    description: plainDescription(development.description ?? ''),
    url: pageUrl,
    image: images.length > 0 ? images : undefined,
    address: developmentAddress(development),
    additionalProperty: facts.length > 0 ? facts : undefined,
  };
}
