import { Route, Routes } from 'react-router-dom';
import { Container, Typography } from '@mui/material';
import { NOT_FOUND } from '@reedmere/contracts';
import { ArticlePage } from '../features/article-detail/components/article-page';
import { NewsPage } from '../features/article-list/components/news-page';

// The shell only sends /news paths here; this answers any other path on the standalone page.
function NotFound() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {NOT_FOUND.title}
      </Typography>
      <Typography>{NOT_FOUND.text}</Typography>
    </Container>
  );
}

/** Exposed as `news/routes`: mounted by the shell under its router; paths are relative. */
export default function NewsRoutes() {
  return (
    <Routes>
      <Route path="news" element={<NewsPage />} />
      <Route path="news/:slug" element={<ArticlePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
