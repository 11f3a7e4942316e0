import { referencedFileNames } from '@reedmere/contracts';
import { listPageOf, type ListPageQuery } from '@reedmere/contracts/schemas';
import { notFound, VersionChangedError } from '@reedmere/service-kit';
import type { ArticleDocument } from '../data-access/article-model';
import type { ArticlePage, ArticleRepository } from '../data-access/article-repository';
import { parseArticleInput } from './article-input';

export const ARTICLE_NOT_FOUND = 'Article not found';

/** What the news API does; the routes only read the request and write the answer. */
export interface ArticleUseCases {
  /**
   * One page of the list and how many there are in all. `publishedOnly`: the public view
   * (published and due); otherwise the admin's. Without `limit`, the first DEFAULT_LIST_LIMIT.
   */
  list(publishedOnly: boolean, page: ListPageQuery): Promise<ArticlePage>;
  bySlug(slug: string, publishedOnly: boolean): Promise<ArticleDocument>;
  /** Published or not, as the admin edits it. */
  byId(id: string): Promise<ArticleDocument>;
  create(body: unknown): Promise<ArticleDocument>;
  /**
   * Replaces the article; given `expected` (the version it was made from), only while the stored
   * article is still that version, else VersionChangedError.
   */
  update(id: string, body: unknown, expected?: Date): Promise<ArticleDocument>;
  remove(id: string): Promise<void>;
  /** The media files the articles use, so the media service keeps them. */
  fileReferences(): Promise<string[]>;
}

export function createArticleUseCases(
  repository: ArticleRepository,
  now: () => Date = () => new Date(),
): ArticleUseCases {
  const found = (article: ArticleDocument | null): ArticleDocument => {
    if (!article) throw notFound(ARTICLE_NOT_FOUND);
    return article;
  };
  return {
    list: (publishedOnly, query) =>
      publishedOnly
        ? repository.listPublished(now(), listPageOf(query))
        : repository.listAll(listPageOf(query)),
    bySlug: async (slug, publishedOnly) =>
      found(await repository.findBySlug(slug, publishedOnly ? now() : undefined)),
    byId: async (id) => found(await repository.findById(id)),
    create: (body) => repository.create(parseArticleInput(body, now())),
    async update(id, body, expected) {
      // An unknown id is a 404 before the body is judged; the first publication date is kept.
      const existing = found(await repository.findById(id));
      const fields = parseArticleInput(body, now(), existing.publishedAt);
      const saved = await repository.update(id, fields, expected);
      if (saved) return saved;
      // Nothing matched: deleted, or saved by someone else since the read above.
      throw new VersionChangedError('article', found(await repository.findById(id)).updatedAt);
    },
    async remove(id) {
      if (!(await repository.delete(id))) throw notFound(ARTICLE_NOT_FOUND);
    },
    fileReferences: async () => referencedFileNames(await repository.featuredImages()),
  };
}
