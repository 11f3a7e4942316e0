import { Route, Routes } from 'react-router-dom';
import { ArticlePage } from '../features/article-detail/components/article-page';
import { NewsPage } from '../features/article-list/components/news-page';
import { PageNotFound } from '@reedmere/web-kit';

/** Exposed as `news/routes`: mounted by the shell under its router; paths are relative. */
export default function NewsRoutes() {
  return (
    <Routes>
      <Route path="news" element={<NewsPage />} />
      <Route path="news/:slug" element={<ArticlePage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
