import type { NewsArticle } from '@reedmere/contracts';
import { formatArticleDate } from './article-date';

/** An article's date and author, as the list's cards and the article's page both show them. */
export function ArticleMeta({ article, author }: { article: NewsArticle; author: string }) {
  return (
    <p className="news-meta">
      <time dateTime={article.publishedAt ?? undefined}>
        {formatArticleDate(article.publishedAt)}
      </time>
      <span aria-hidden="true">·</span>
      <span>By {author}</span>
    </p>
  );
}
