import { PageHero, StaticPart, Pager, PastLastPage, usePageTurn } from '@reedmere/web-kit';
import { newsHero } from '@reedmere/web-kit/heroes/news';
import { isPublicArticle } from '../../../shared/article-visibility';
import { LoadErrorAlert } from '../../../shared/load-error-alert';
import { useArticles } from '../api/use-articles';
import { ArticleCard } from './article-card';
import { ArticleCardSkeleton } from './article-card-skeleton';

/**
 * /news: the articles a page at a time, the page in the URL (`?page=2`). The newest article is
 * featured on the first page; the rest are under Recent Articles.
 */
export function NewsPage() {
  const { page, targetRef, turned, announcement } = usePageTurn<HTMLElement>();
  const { list, hasNext, error, waiting, pending, retry } = useArticles(page);
  const articles = (list?.items ?? []).filter(isPublicArticle);
  const [featured, recent] =
    list?.page === 1 ? [articles[0], articles.slice(1)] : [undefined, articles];
  const empty = list !== null && articles.length === 0;
  return (
    <>
      <StaticPart>
        <PageHero
          title="News"
          subtitle="Market updates and property news from across Norfolk."
          image={newsHero}
        />
      </StaticPart>
      <section
        aria-label="Articles"
        ref={targetRef}
        tabIndex={-1}
        className="site-container news-page"
      >
        <div role="status" className="kit-visually-hidden">
          {announcement}
        </div>
        {waiting && (
          <div className="kit-card-grid" role="status" aria-label="Loading articles">
            {Array.from({ length: 6 }, (_, index) => (
              <ArticleCardSkeleton key={index} />
            ))}
          </div>
        )}
        {error !== undefined && !waiting && (
          <LoadErrorAlert title="Error Loading News" onRetry={retry}>
            Unable to load news articles. Please try again later.
          </LoadErrorAlert>
        )}
        {empty && list.page === 1 && (
          <div className="news-empty">
            <h2 className="kit-heading-5">No News Articles Yet</h2>
            <p className="kit-secondary">Check back soon for market updates and property news.</p>
          </div>
        )}
        {empty && list.page > 1 && (
          <PastLastPage
            heading="No More Articles"
            noun="article"
            headingLevel="h2"
            className="news-empty"
          />
        )}
        <div className="news-list" aria-busy={pending || undefined}>
          {/* The cards: drawn afresh in the browser when the page of articles changes. */}
          <StaticPart showing={articles.map((article) => article.id).join(' ')}>
            {featured && (
              <section className="news-featured" aria-labelledby="news-featured">
                <h2 id="news-featured" className="kit-heading-5 news-section-title">
                  Featured
                </h2>
                <ArticleCard article={featured} featured />
              </section>
            )}
            {recent.length > 0 && (
              <section aria-labelledby="news-recent">
                <h2 id="news-recent" className="kit-heading-5 news-section-title">
                  Recent Articles
                </h2>
                <div className="kit-card-grid">
                  {recent.map((article) => (
                    <ArticleCard key={article.id} article={article} />
                  ))}
                </div>
              </section>
            )}
          </StaticPart>
        </div>
        {list && !empty && (page > 1 || hasNext) && (
          <Pager page={page} hasNext={hasNext} onTurn={turned} />
        )}
      </section>
    </>
  );
}
