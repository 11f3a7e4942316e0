import type { Property } from '@reedmere/contracts';
import { makeProperty as makeStoredProperty } from '@reedmere/contracts/testing';
import { answerByKey } from '@reedmere/web-kit/testing';

/** A visible terrace for sale in Norwich, with one image; tests override what they are about. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
  return makeStoredProperty({
    id: 'p1',
    title: 'Victorian terrace in the Golden Triangle',
    description: '<p>A handsome terrace.</p>',
    address: '12 Unthank Road',
    location: 'Norwich',
    price: 325000,
    propertyType: 'Terraced House',
    dwellingType: 'Terraced House',
    bedrooms: 3,
    bathrooms: 1,
    area: 110,
    images: ['/api/files/img-aaa.jpg'],
    listedAt: '2026-01-10T10:00:00.000Z',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  });
}

/** A fetcher answering by exact key; anything else fails like a 404 from apiFetch. */
export function fetcherFor(
  answers: Record<string, unknown>,
): jest.Mock<Promise<unknown>, [string]> {
  return jest.fn(answerByKey(answers));
}

/**
 * `count` listings 'Home 1' (the newest) to 'Home {count}', each listed a minute before the one
 * above it; `overrides` applies to every one.
 */
export function makeProperties(count: number, overrides: Partial<Property> = {}): Property[] {
  const newest = Date.parse('2026-03-01T12:00:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(newest - i * 60_000).toISOString();
    return makeProperty({
      id: `home-${String(i + 1).padStart(3, '0')}`,
      title: `Home ${i + 1}`,
      listedAt: at,
      createdAt: at,
      updatedAt: at,
      ...overrides,
    });
  });
}
