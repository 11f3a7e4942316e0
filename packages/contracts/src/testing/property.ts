import type { Property, PropertyInput } from '../entities';
import { propertyInputSchema } from '../schemas/property';
import { inputWithDefaults } from './input-defaults';

/** A listing with only a title, an address and a location: visible, for sale, never re-priced. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: '65a000000000000000000001',
    ...inputWithDefaults<PropertyInput>(propertyInputSchema, {
      title: 'Flint cottage',
      address: '1 The Green',
      location: 'Holt',
    }),
    // Created visible, so listed when created.
    listedAt: '2026-01-01T00:00:00.000Z',
    priceHistory: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
