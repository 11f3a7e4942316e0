import { Link as RouterLink, useParams } from '@reedmere/router';
import { isNotFound, PageHero, ResponsiveImage, siteOrigin, StaticPart } from '@reedmere/web-kit';
import { newsHero } from '@reedmere/web-kit/heroes/news';
import { articleByline } from '../../../shared/article-defaults';
import { ArticleMeta } from '../../../shared/article-meta';
import { isPublicArticle } from '../../../shared/article-visibility';
import { LoadErrorAlert } from '../../../shared/load-error-alert';
import { useArticle } from '../api/use-article';
import { ArticleContent } from './article-content';
import { ArticleJsonLd } from './article-json-ld';
import { ArticleNotFound } from './article-not-found';
import { ArticleSkeleton } from './article-skeleton';
import { ArticleTags } from './article-tags';
import { ShareButton } from './share-button';

function BackToNews() {
  return (
    <RouterLink className="kit-plain-link news-back" to="/news">
      <span aria-hidden="true">← </span>Back to News
    </RouterLink>
  );
}

/** /news/:slug: one published article. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const { data: article, error, isLoading, mutate } = useArticle(slug);

  if (isLoading) return <ArticleSkeleton />;
  if (isNotFound(error) || (article && !isPublicArticle(article))) return <ArticleNotFound />;
  // An article on screen stays while a later read of it fails (a 404 above says it is gone).
  if (!article) {
    return (
      <>
        <PageHero title="News" image={newsHero} />
        <div className="site-container news-page">
          <BackToNews />
          <LoadErrorAlert title="Error Loading Article" onRetry={() => void mutate()}>
            Unable to load this article. Please try again later.
          </LoadErrorAlert>
        </div>
      </>
    );
  }

  const { author, category } = articleByline(article);
  const pageUrl = `${siteOrigin()}/news/${encodeURIComponent(article.slug || slug)}`;
  // The article's text and pictures: drawn afresh when it is another article or was edited.
  const shown = `${article.id} ${article.updatedAt}`;
  return (
    <>
      <StaticPart showing={shown}>
        <PageHero title={article.title} image={newsHero} />
      </StaticPart>
      <article className="site-container news-article">
        <BackToNews />
        <div className="news-byline">
          <ArticleMeta article={article} author={author} />
          <span className="kit-chip kit-chip--copper news-chip">{category}</span>
          <ShareButton title={article.title} url={pageUrl} />
        </div>
        <StaticPart showing={shown}>
          {article.featuredImage && (
            <div className="news-picture">
              <ResponsiveImage
                src={article.featuredImage}
                alt={article.title}
                aspectRatio="16 / 9"
                sizes="(min-width: 900px) 852px, 100vw"
                eager
                rounded
              />
            </div>
          )}
          <ArticleContent html={article.content ?? ''} />
          <ArticleTags tags={article.tags ?? []} />
        </StaticPart>
        <hr className="news-divider" />
        <BackToNews />
        <ArticleJsonLd article={article} pageUrl={pageUrl} />
      </article>
    </>
  );
}
