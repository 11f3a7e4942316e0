import { screenParams, type PageLoader } from '@reedmere/contracts';
import { articleKey } from '../features/article-detail/api/use-article';
import { articleListKeyOf } from '../features/article-list/api/use-articles';
import { ArticlePage } from '../features/article-detail/components/article-page';
import { NewsPage } from '../features/article-list/components/news-page';
import { RemoteStylesheet, ScreenRoutes } from '@reedmere/web-kit';
import stylesheet from '../shared/news.css';

/** Exposed as `news/routes`: mounted by the shell under its router; paths are relative. */
export default function NewsRoutes() {
  return (
    <>
      <RemoteStylesheet href={stylesheet} />
      <ScreenRoutes
        owner="mfe-news"
        screens={{ news: <NewsPage />, 'news-article': <ArticlePage /> }}
      />
    </>
  );
}

/** Drawn in plain markup with its own stylesheet: the page needs no styling library for it. */
export const plainMarkup = true;

/**
 * The reads each news page makes at a location, with the keys its hooks use: the list reads the
 * page its URL names, counted (kept with its total, as its hook reads it in the browser).
 */
export const loader: PageLoader = ({ pathname, search }) => {
  if (screenParams('news', pathname)) {
    return [{ key: articleListKeyOf(new URLSearchParams(search)), counted: true }];
  }
  const article = screenParams('news-article', pathname);
  return article ? [{ key: articleKey(article.slug ?? ''), subject: true }] : [];
};
