import type { Property } from '@reedmere/contracts';
import { answerByKey } from '@reedmere/web-kit/testing';

/** A complete property record; tests override what they are about. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: 'p1',
    title: 'Victorian terrace in the Golden Triangle',
    description: '<p>A handsome terrace.</p>',
    address: '12 Unthank Road',
    location: 'Norwich',
    price: 325000,
    priceType: 'sale',
    priceQualifier: null,
    propertyType: 'Terraced House',
    dwellingType: 'Terraced House',
    subType: null,
    bedrooms: 3,
    bathrooms: 1,
    area: 110,
    pricePerSqFt: null,
    investmentYield: null,
    features: [],
    virtualTourUrl: null,
    rightmoveUrl: null,
    brochureUrl: null,
    floorPlanUrl: null,
    status: 'available',
    isHidden: false,
    isUnderOffer: false,
    images: ['/api/files/img-aaa.jpg'],
    councilTaxBand: null,
    tenure: null,
    leaseYearsRemaining: null,
    groundRent: null,
    serviceCharge: null,
    deposit: null,
    epcCurrent: null,
    epcPotential: null,
    listedAt: '2026-01-10T10:00:00.000Z',
    priceHistory: [],
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A fetcher answering by exact key; anything else fails like a 404 from apiFetch. */
export function fetcherFor(
  answers: Record<string, unknown>,
): jest.Mock<Promise<unknown>, [string]> {
  return jest.fn(answerByKey(answers));
}
