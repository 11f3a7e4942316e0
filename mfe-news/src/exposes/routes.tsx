import { Route, Routes } from 'react-router-dom';
import { Container, Typography } from '@mui/material';
import { NewsPage } from '../features/article-list/components/news-page';

function ComingSoon() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        News
      </Typography>
      <Typography>This page is being prepared.</Typography>
    </Container>
  );
}

/** Exposed as `news/routes`: mounted by the shell under its router; paths are relative. */
export default function NewsRoutes() {
  return (
    <Routes>
      <Route path="news" element={<NewsPage />} />
      <Route path="*" element={<ComingSoon />} />
    </Routes>
  );
}
