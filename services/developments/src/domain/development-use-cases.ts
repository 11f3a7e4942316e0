import {
  DEVELOPMENT_STATUSES,
  referencedFileNames,
  type DevelopmentStatus,
  type DevelopmentSummary,
} from '@reedmere/contracts';
import { listPageOf, listPageQuerySchema, type ListPageQuery } from '@reedmere/contracts/schemas';
import { notFound, validate, VersionChangedError } from '@reedmere/service-kit';
import type { DevelopmentDocument } from '../data-access/development-model';
import type { DevelopmentRepository } from '../data-access/development-repository';
import { parseDevelopmentInput } from './development-input';

export const DEVELOPMENT_NOT_FOUND = 'Development not found';

/** What the developments API does; the routes only read the request and write the answer. */
export interface DevelopmentUseCases {
  /**
   * One page of the list, newest first, and how many there are in all. The query names `page`
   * and `limit` only; without `limit` it is the first DEFAULT_LIST_LIMIT, never the whole list.
   */
  list(query: unknown): Promise<{ items: DevelopmentDocument[]; total: number }>;
  /** How many developments there are, in all and by status (every status named, 0 for none). */
  summary(): Promise<DevelopmentSummary>;
  get(id: string): Promise<DevelopmentDocument>;
  create(body: unknown): Promise<DevelopmentDocument>;
  /**
   * Replaces the development; given `expected` (the version it was made from), only while the
   * stored development is still that version, else VersionChangedError.
   */
  update(id: string, body: unknown, expected?: Date): Promise<DevelopmentDocument>;
  remove(id: string): Promise<void>;
  /** The media files the developments use, so the media service keeps them. */
  fileReferences(): Promise<string[]>;
}

export function createDevelopmentUseCases(repository: DevelopmentRepository): DevelopmentUseCases {
  const found = (development: DevelopmentDocument | null): DevelopmentDocument => {
    if (!development) throw notFound(DEVELOPMENT_NOT_FOUND);
    return development;
  };
  return {
    list: (query) =>
      repository.list(listPageOf(validate<ListPageQuery>(listPageQuerySchema, query))),
    async summary() {
      const byStatus = Object.fromEntries(
        DEVELOPMENT_STATUSES.map((status) => [status, 0]),
      ) as Record<DevelopmentStatus, number>;
      let total = 0;
      for (const { status, count } of await repository.countByStatus()) {
        total += count;
        if (status !== null && Object.hasOwn(byStatus, status)) byStatus[status] += count;
      }
      return { total, byStatus };
    },
    get: async (id) => found(await repository.findById(id)),
    create: (body) => repository.create(parseDevelopmentInput(body)),
    async update(id, body, expected) {
      // An unknown id is a 404 before the body is judged.
      found(await repository.findById(id));
      const saved = await repository.update(id, parseDevelopmentInput(body), expected);
      if (saved) return saved;
      // Nothing matched: deleted, or saved by someone else since the read above.
      throw new VersionChangedError('development', found(await repository.findById(id)).updatedAt);
    },
    async remove(id) {
      if (!(await repository.delete(id))) throw notFound(DEVELOPMENT_NOT_FOUND);
    },
    fileReferences: async () => referencedFileNames(await repository.imageUrls()),
  };
}
