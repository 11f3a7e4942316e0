import type { Property } from '@reedmere/contracts';
import { htmlToText } from '@reedmere/web-kit';

const GOOD_RELATIONS = 'http://purl.org/goodrelations/v1#';

/** The description as plain text for search engines, cut to `max` characters. */
function plainText(html: string | null | undefined, max = 500): string {
  const text = htmlToText(html ?? '');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** schema.org RealEstateListing with its Offer, PostalAddress and ImageObjects. */
export function propertyJsonLd(property: Property, pageUrl: string): Record<string, unknown> {
  const absolute = (url: string) => new URL(url, pageUrl).href;
  const rent = property.priceType === 'rent';
  const hasPrice = typeof property.price === 'number' && property.price > 0;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: 'GBP',
    businessFunction: `${GOOD_RELATIONS}${rent ? 'LeaseOut' : 'Sell'}`,
    availability:
      property.isUnderOffer || property.status !== 'available'
        ? 'https://schema.org/LimitedAvailability'
        : 'https://schema.org/InStock',
  };
  if (hasPrice) {
    offer.price = property.price;
    if (rent) {
      offer.priceSpecification = {
        '@type': 'UnitPriceSpecification',
        price: property.price,
        priceCurrency: 'GBP',
        unitCode: 'MON',
      };
    }
  }
  const address: Record<string, unknown> = {
    '@type': 'PostalAddress',
    streetAddress: property.address,
    addressRegion: 'Norfolk',
    addressCountry: 'GB',
  };
  if (property.location) address.addressLocality = property.location;
  const listing: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: plainText(property.description),
    url: pageUrl,
    offers: offer,
    contentLocation: { '@type': 'Place', address },
    image: (property.images ?? []).map((url) => ({
      '@type': 'ImageObject',
      url: absolute(url),
      contentUrl: absolute(url),
    })),
  };
  if (property.createdAt) listing.datePosted = property.createdAt;
  return listing;
}

/** JSON for a script element: '<' escaped so no value can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
