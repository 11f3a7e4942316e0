import type { Property } from '@reedmere/contracts';
import { makeProperty } from '@reedmere/contracts/testing';

/** A detached house for sale in Dereham, its form's fields filled; override what a test is about. */
export const testProperty = (over: Partial<Property> = {}): Property =>
  makeProperty({
    id: 'p1',
    title: '3 Bed House, Dereham',
    description: '<p>A family home.</p>',
    address: '12 High Street',
    location: 'Dereham',
    price: 325000,
    dwellingType: 'Detached House',
    bedrooms: 3,
    bathrooms: 2,
    area: 120.5,
    features: ['Garden', 'Garage'],
    rightmoveUrl: 'https://www.rightmove.co.uk/properties/1',
    brochureUrl: '/api/files/brochure.pdf',
    images: ['/api/files/one.jpg', '/api/files/two.jpg'],
    councilTaxBand: 'D',
    tenure: 'freehold',
    epcCurrent: 'C',
    epcPotential: 'B',
    ...over,
  });
