import { Box, Container, Grid, Typography } from '@mui/material';
import { PageHero } from '@reedmere/web-kit';
import { newsHero } from '@reedmere/web-kit/heroes/news';
import { isPublicArticle } from '../../../shared/article-visibility';
import { LoadErrorAlert } from '../../../shared/load-error-alert';
import { useArticles } from '../api/use-articles';
import { ArticleCard } from './article-card';
import { ArticleCardSkeleton } from './article-card-skeleton';

const CARD_GRID = { xs: 12, sm: 6, md: 4 } as const;

/** /news: the first article featured, the rest under Recent Articles. */
export function NewsPage() {
  const { data, error, isLoading, mutate } = useArticles();
  const articles = (Array.isArray(data) ? data : []).filter(isPublicArticle);
  const [featured, ...recent] = articles;
  return (
    <>
      <PageHero
        title="News"
        subtitle="Market updates and property news from across Norfolk."
        image={newsHero}
      />
      <Container component="section" aria-label="Articles" sx={{ py: { xs: 4, md: 6 } }}>
        {isLoading && (
          <Grid container spacing={3} role="status" aria-label="Loading articles">
            {Array.from({ length: 6 }, (_, index) => (
              <Grid key={index} size={CARD_GRID}>
                <ArticleCardSkeleton />
              </Grid>
            ))}
          </Grid>
        )}
        {error && !isLoading && (
          <LoadErrorAlert title="Error Loading News" onRetry={() => void mutate()}>
            Unable to load news articles. Please try again later.
          </LoadErrorAlert>
        )}
        {data && !error && articles.length === 0 && (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              No News Articles Yet
            </Typography>
            <Typography color="text.secondary">
              Check back soon for market updates and property news.
            </Typography>
          </Box>
        )}
        {featured && (
          <Box component="section" aria-labelledby="news-featured" sx={{ mb: 6 }}>
            <Typography id="news-featured" variant="h5" component="h2" sx={{ mb: 2 }}>
              Featured
            </Typography>
            <ArticleCard article={featured} featured />
          </Box>
        )}
        {recent.length > 0 && (
          <Box component="section" aria-labelledby="news-recent">
            <Typography id="news-recent" variant="h5" component="h2" sx={{ mb: 2 }}>
              Recent Articles
            </Typography>
            <Grid container spacing={3}>
              {recent.map((article) => (
                <Grid key={article.id} size={CARD_GRID}>
                  <ArticleCard article={article} />
                </Grid>
              ))}
            </Grid>
          </Box>
        )}
      </Container>
    </>
  );
}
