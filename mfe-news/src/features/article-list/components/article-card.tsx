import { Link as RouterLink } from '@reedmere/router';
import type { NewsArticle } from '@reedmere/contracts';
import { ResponsiveImage } from '@reedmere/web-kit';
import { articleByline, articleExcerpt } from '../../../shared/article-defaults';
import { ArticleMeta } from '../../../shared/article-meta';

export interface ArticleCardProps {
  article: NewsArticle;
  /** The lead article: wider, with a longer excerpt and its image loaded at once. */
  featured?: boolean;
}

/** One article in the news list: image, category, title (the link), date, author and excerpt. */
export function ArticleCard({ article, featured = false }: ArticleCardProps) {
  const { author, category } = articleByline(article);
  return (
    <article className={featured ? 'kit-card news-card news-card--featured' : 'kit-card news-card'}>
      <div className="news-card__picture">
        <ResponsiveImage
          src={article.featuredImage}
          alt={article.title}
          aspectRatio="16 / 9"
          eager={featured}
          sizes={
            featured
              ? '(min-width: 1200px) 640px, (min-width: 900px) 55vw, 100vw'
              : '(min-width: 1200px) 370px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw'
          }
        />
      </div>
      <div className="news-card__body">
        <span className="kit-chip kit-chip--copper news-chip">{category}</span>
        <h3 className="news-card__title">
          <RouterLink className="news-card__link" to={`/news/${encodeURIComponent(article.slug)}`}>
            {article.title}
          </RouterLink>
        </h3>
        <ArticleMeta article={article} author={author} />
        <p className="news-card__excerpt">{articleExcerpt(article, { featured })}</p>
      </div>
    </article>
  );
}
