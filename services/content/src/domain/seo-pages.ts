import Joi from 'joi';
import { fileNameFromUrl, normalizePagePath, type SeoPageInput } from '@reedmere/contracts';
import { seoPageInputSchema } from '@reedmere/contracts/schemas';
import {
  ConflictError,
  isDuplicateKeyError,
  isObjectId,
  notFound,
  validate,
  VersionChangedError,
} from '@reedmere/service-kit';
import type { SeoPageRepository } from '../data-access/seo-page-repository';
import type { SeoPageDocument } from '../data-access/seo-page-model';
import { listPage, type ListAnswer } from './list-page';

export const DUPLICATE_PATH_MESSAGE = 'An SEO page for this path already exists';
export const SEO_PAGE_NOT_FOUND = 'SEO page not found';

const byPathQuerySchema = Joi.object({
  path: Joi.string().trim().max(200).required().messages({
    'any.required': 'Page path is required',
    'string.empty': 'Page path is required',
    'string.base': 'Page path must be a single text value',
  }),
});

/** The body as the schema allows it, with the path in its one stored form. */
function seoPageInput(body: unknown): SeoPageInput {
  const input = validate<SeoPageInput>(seoPageInputSchema, body);
  return { ...input, pagePath: normalizePagePath(input.pagePath) };
}

/** The unique index turns a second record for a path into a clear 409. */
async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError(DUPLICATE_PATH_MESSAGE);
    throw error;
  }
}

export function createSeoPages(repository: SeoPageRepository) {
  return {
    /** By path, a page at a time (listPage). */
    list: (query: unknown): Promise<ListAnswer<SeoPageDocument>> =>
      listPage(query, (page) => repository.list(page)),

    /** Only an active record is served to the public pages; an inactive one counts as missing. */
    async findActiveByPath(query: unknown): Promise<SeoPageDocument> {
      const { path } = validate<{ path: string }>(byPathQuerySchema, query);
      const page = await repository.findActiveByPath(normalizePagePath(path));
      if (!page) throw notFound(SEO_PAGE_NOT_FOUND);
      return page;
    },

    /** Active or not, as the admin edits it. */
    async byId(id: string): Promise<SeoPageDocument> {
      const page = isObjectId(id) ? await repository.findById(id) : null;
      if (!page) throw notFound(SEO_PAGE_NOT_FOUND);
      return page;
    },

    create: (body: unknown) => {
      const input = seoPageInput(body);
      return guardDuplicate(() => repository.create(input));
    },

    /**
     * Given `expected` (the version the change was made from), only while the stored page is
     * still that version, else VersionChangedError.
     */
    async replace(id: string, body: unknown, expected?: Date): Promise<SeoPageDocument> {
      if (!isObjectId(id)) throw notFound(SEO_PAGE_NOT_FOUND);
      const input = seoPageInput(body);
      const page = await guardDuplicate(() => repository.replace(id, input, expected));
      if (page) return page;
      // Nothing matched: there is no such page, or someone else has saved it since that version.
      const current = await repository.findById(id);
      if (!current) throw notFound(SEO_PAGE_NOT_FOUND);
      throw new VersionChangedError('SEO page', current.updatedAt);
    },

    async remove(id: string): Promise<void> {
      if (!isObjectId(id) || !(await repository.remove(id))) throw notFound(SEO_PAGE_NOT_FOUND);
    },

    /** Stored file names behind `/api/files/` Open Graph images, for the unreferenced-file sweep. */
    async fileReferences(): Promise<string[]> {
      const names = (await repository.ogImages())
        .map(fileNameFromUrl)
        .filter((name): name is string => Boolean(name));
      return [...new Set(names)].sort();
    },
  };
}

export type SeoPages = ReturnType<typeof createSeoPages>;
