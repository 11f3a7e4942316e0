import type { WithRequired } from '@reedmere/agency';
import type { Property } from '@reedmere/contracts';
import { htmlToText } from '@reedmere/web-kit';
import type {
  IdReference,
  ImageObjectLeaf,
  OfferLeaf,
  PostalAddressLeaf,
  RealEstateListingLeaf,
  UnitPriceSpecificationLeaf,
  WithContext,
} from 'schema-dts';

/**
 * What search engines need of a listing: what it is called, what it says, where it is, the
 * page it lives on and the offer (sale or letting) it makes.
 */
export type PropertyStructuredData = WithContext<
  WithRequired<
    RealEstateListingLeaf,
    'name' | 'description' | 'url' | 'offers' | 'contentLocation' | 'image'
  >
>;

type ListingOffer = WithRequired<OfferLeaf, 'priceCurrency' | 'businessFunction' | 'availability'>;
type ListingAddress = WithRequired<PostalAddressLeaf, 'streetAddress' | 'addressCountry'>;
type UnitPrice = WithRequired<UnitPriceSpecificationLeaf, 'price' | 'priceCurrency' | 'unitCode'>;
type ListingImage = WithRequired<ImageObjectLeaf, 'url' | 'contentUrl'>;

// schema.org takes a BusinessFunction as a GoodRelations term, so it is given as a reference to
// that term's URL, not as text.
const SELL: IdReference = { '@id': 'http://purl.org/goodrelations/v1#Sell' };
const LEASE_OUT: IdReference = { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' };

/** The description as plain text for search engines, cut to `max` characters. */
function plainText(html: string | null | undefined, max = 500): string {
  const text = htmlToText(html ?? '');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function listingOffer(property: Property): ListingOffer {
  const rent = property.priceType === 'rent';
  const offer: ListingOffer = {
    '@type': 'Offer',
    priceCurrency: 'GBP',
    businessFunction: rent ? LEASE_OUT : SELL,
    availability:
      property.isUnderOffer || property.status !== 'available'
        ? 'https://schema.org/LimitedAvailability'
        : 'https://schema.org/InStock',
  };
  const { price } = property;
  // No price is given rather than a price of 0, which would read as free.
  if (typeof price !== 'number' || price <= 0) return offer;
  if (!rent) return { ...offer, price };
  // A letting's price is a monthly rent.
  const monthly: UnitPrice = {
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: 'GBP',
    unitCode: 'MON',
  };
  return { ...offer, price, priceSpecification: monthly };
}

function listingAddress(property: Property): ListingAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: property.address,
    addressLocality: property.location || undefined,
    addressRegion: 'Norfolk',
    addressCountry: 'GB',
  };
}

/** schema.org RealEstateListing with its Offer, PostalAddress and ImageObjects. */
export function propertyJsonLd(property: Property, pageUrl: string): PropertyStructuredData {
  const absolute = (url: string) => new URL(url, pageUrl).href;
  const images = (property.images ?? []).map((url): ListingImage => ({
    '@type': 'ImageObject',
    url: absolute(url),
    contentUrl: absolute(url),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: plainText(property.description),
    url: pageUrl,
    offers: listingOffer(property),
    contentLocation: { '@type': 'Place', address: listingAddress(property) },
    image: images,
    datePosted: property.createdAt || undefined,
  };
}
