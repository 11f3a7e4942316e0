import { render } from '@testing-library/react';
import type { Property } from '@reedmere/contracts';
import { makeProperty } from '../../../../test/fixtures';
import { PropertyJsonLd } from './property-json-ld';
import { unfilledProperties } from '@reedmere/web-kit/testing';

type Node = Record<string, unknown>;

// A listing is named, described, linked to its page and placed, with the offer it makes and
// its photos; an offer gives its currency, its business function and its availability.
const REQUIRED = ['name', 'description', 'url', 'offers', 'contentLocation', 'image'];
const RECOMMENDED = ['datePosted'];
const OFFER = ['priceCurrency', 'businessFunction', 'availability'];
const GOOD_RELATIONS = /^http:\/\/purl\.org\/goodrelations\/v1#(Sell|LeaseOut)$/;

function expectFilled(node: Node, properties: readonly string[]): void {
  expect(unfilledProperties(node, properties)).toEqual([]);
}

function rendered(property: Property = makeProperty()): Node {
  const { container } = render(<PropertyJsonLd property={property} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '') as Node;
}

describe('PropertyJsonLd: the structured data the page renders', () => {
  it('is a schema.org RealEstateListing with the required and recommended properties', () => {
    const data = rendered();
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('RealEstateListing');
    expectFilled(data, [...REQUIRED, ...RECOMMENDED]);
    expect(new Date(data.datePosted as string).toISOString()).toBe(data.datePosted);
  });

  it('links to the page and its photos by absolute URLs', () => {
    const data = rendered(makeProperty({ images: ['/api/files/a.jpg', '/api/files/b.jpg'] }));
    expect(data.url).toBe('http://localhost/property/p1');
    const images = data.image as Node[];
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image['@type']).toBe('ImageObject');
      expect(image.url).toMatch(/^http:\/\/localhost\/api\/files\/[ab]\.jpg$/);
      expect(image.contentUrl).toBe(image.url);
    }
  });

  it('describes it in plain text', () => {
    const data = rendered(
      makeProperty({ description: '<p>Two <b>bedrooms</b> &amp; a garden.</p><p>Chain free.</p>' }),
    );
    expect(data.description).toBe('Two bedrooms & a garden. Chain free.');
    expect(data.description).not.toMatch(/[<>]|&amp;/);
  });

  it.each([
    ['sale', 'http://purl.org/goodrelations/v1#Sell'],
    ['rent', 'http://purl.org/goodrelations/v1#LeaseOut'],
  ] as const)('gives a %s offer a BusinessFunction by reference: %s', (priceType, term) => {
    const offer = rendered(makeProperty({ priceType })).offers as Node;
    expect(offer['@type']).toBe('Offer');
    expectFilled(offer, OFFER);
    expect(offer.priceCurrency).toBe('GBP');
    expect(offer.businessFunction).toEqual({ '@id': term });
    expect((offer.businessFunction as Node)['@id']).toMatch(GOOD_RELATIONS);
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/\w+$/);
  });

  it('places it at its street address in its town, in Norfolk, GB', () => {
    const place = rendered().contentLocation as Node;
    expect(place['@type']).toBe('Place');
    expect(place.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Unthank Road',
      addressLocality: 'Norwich',
      addressRegion: 'Norfolk',
      addressCountry: 'GB',
    });
  });
});
