import type { Development, DevelopmentInput } from '../entities';
import { developmentInputSchema } from '../schemas/development';
import { inputWithDefaults } from './input-defaults';

/** A development with only a title. */
export function makeDevelopment(overrides: Partial<Development> = {}): Development {
  return {
    id: '65a000000000000000000002',
    ...inputWithDefaults<DevelopmentInput>(developmentInputSchema, { title: 'Barn conversion' }),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
