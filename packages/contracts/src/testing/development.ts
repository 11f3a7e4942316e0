import type { Development } from '../entities';

/** A development with only a title. */
export function makeDevelopment(overrides: Partial<Development> = {}): Development {
  return {
    id: '65a000000000000000000002',
    title: 'Barn conversion',
    description: '',
    location: null,
    projectValue: null,
    status: 'planning',
    startDate: null,
    endDate: null,
    beforeImages: [],
    duringImages: [],
    afterImages: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
