import { makeProperty } from '../../../../test/fixtures';
import { propertyJsonLd } from './property-json-ld';

const PAGE = 'https://www.reedmere.example/property/p1';

describe('propertyJsonLd', () => {
  it('describes a sale as a schema.org RealEstateListing with its Offer', () => {
    expect(propertyJsonLd(makeProperty(), PAGE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Victorian terrace in the Golden Triangle',
      description: 'A handsome terrace.',
      url: PAGE,
      offers: {
        '@type': 'Offer',
        price: 325000,
        priceCurrency: 'GBP',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
        availability: 'https://schema.org/InStock',
      },
      contentLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 Unthank Road',
          addressLocality: 'Norwich',
          addressRegion: 'Norfolk',
          addressCountry: 'GB',
        },
      },
      image: [
        {
          '@type': 'ImageObject',
          url: 'https://www.reedmere.example/api/files/img-aaa.jpg',
          contentUrl: 'https://www.reedmere.example/api/files/img-aaa.jpg',
        },
      ],
      datePosted: '2026-01-10T10:00:00.000Z',
    });
  });

  it('offers a letting as LeaseOut at a monthly rent', () => {
    expect(propertyJsonLd(makeProperty({ priceType: 'rent', price: 900 }), PAGE).offers).toEqual({
      '@type': 'Offer',
      price: 900,
      priceCurrency: 'GBP',
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 900,
        priceCurrency: 'GBP',
        unitCode: 'MON',
      },
    });
  });

  it('gives no price when there is none, and limited availability under offer', () => {
    const offer = propertyJsonLd(makeProperty({ price: null, isUnderOffer: true }), PAGE).offers;
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceSpecification');
    expect(offer).toMatchObject({ availability: 'https://schema.org/LimitedAvailability' });
  });

  it('leaves out the town when the record has none', () => {
    const { contentLocation } = propertyJsonLd(makeProperty({ location: null }), PAGE);
    expect(contentLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Unthank Road',
        addressRegion: 'Norfolk',
        addressCountry: 'GB',
      },
    });
  });
});
