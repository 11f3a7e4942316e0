import type { Development } from '@reedmere/contracts';
import { makeDevelopment } from '@reedmere/contracts/testing';
import { answerByKey, type Fetcher } from '@reedmere/web-kit/testing';

/** A fetcher that answers by URL; unknown URLs fail as apiFetch does for a 404. */
export function fetcherFor(
  answers: Record<string, unknown>,
): jest.Mock<Promise<unknown>, [string]> {
  return jest.fn(answerByKey(answers));
}

/** A fetcher that never answers: the loading state stays. */
export const pendingFetcher: Fetcher = () => new Promise(() => {});

/** A completed project in Aylsham with images in every gallery; override what a test is about. */
export function development(overrides: Partial<Development> = {}): Development {
  return makeDevelopment({
    id: 'd1',
    title: 'Maltings Yard',
    description: '<p>Eight homes around a courtyard.</p><p>Heat pumps throughout.</p>',
    location: 'Aylsham',
    projectValue: 2400000,
    status: 'completed',
    startDate: '2023-03-01',
    endDate: '2024-09-30',
    beforeImages: ['/api/files/img-before1.jpg'],
    duringImages: ['/api/files/img-during1.jpg', '/api/files/img-during2.jpg'],
    afterImages: [
      '/api/files/img-after1.jpg',
      '/api/files/img-after2.jpg',
      '/api/files/img-after3.jpg',
    ],
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/**
 * `count` projects, the first the newest: 'Project 1' (id `p1`) to 'Project <count>', a day apart,
 * their statuses in turn in progress, planning and completed.
 */
export function makeDevelopments(count: number): Development[] {
  const statuses = ['in_progress', 'planning', 'completed'] as const;
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const day = new Date(Date.UTC(2025, 5, 1) - index * 86_400_000).toISOString();
    return development({
      id: `p${n}`,
      title: `Project ${n}`,
      status: statuses[index % 3],
      createdAt: day,
      updatedAt: day,
    });
  });
}
