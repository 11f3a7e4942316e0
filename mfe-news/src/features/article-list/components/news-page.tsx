import { Alert, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Link as RouterLink } from 'react-router-dom';
import type { NewsArticle } from '@reedmere/contracts';
import { articleByline, articleExcerpt } from '../../../shared/article-defaults';
import { useArticles } from '../api/use-articles';
import { PageHero } from '@reedmere/web-kit';
import { newsHero } from '@reedmere/web-kit/heroes/news';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function ArticleCard({ article, featured = false }: { article: NewsArticle; featured?: boolean }) {
  const byline = articleByline(article);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="secondary.dark">
          {byline.category}
        </Typography>
        <Typography
          variant={featured ? 'h4' : 'h6'}
          component={RouterLink}
          to={`/news/${article.slug}`}
          sx={{ display: 'block', color: 'primary.main', textDecoration: 'none' }}
        >
          {article.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {article.publishedAt ? dateFormat.format(new Date(article.publishedAt)) : 'TBC'} ·{' '}
          {byline.author}
        </Typography>
        <Typography>{articleExcerpt(article, { featured })}</Typography>
      </CardContent>
    </Card>
  );
}

/** /news: the first article featured, the rest under Recent Articles. */
export function NewsPage() {
  const { data, error, isLoading } = useArticles();
  const [featured, ...recent] = data ?? [];
  return (
    <>
      <PageHero
        title="News"
        subtitle="Market updates and property news from across Norfolk."
        image={newsHero}
      />
      <Container component="section" sx={{ py: 6 }}>
        {isLoading && (
          <Grid container spacing={2} aria-label="Loading articles" role="status">
            {Array.from({ length: 6 }, (_, index) => (
              <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={160} />
              </Grid>
            ))}
          </Grid>
        )}
        {error && <Alert severity="error">Error Loading News</Alert>}
        {data && data.length === 0 && (
          <Typography variant="h5" component="p">
            No News Articles Yet
          </Typography>
        )}
        {featured && (
          <Stack spacing={4}>
            <section>
              <Typography variant="h5" component="h2" gutterBottom>
                Featured
              </Typography>
              <ArticleCard article={featured} featured />
            </section>
            {recent.length > 0 && (
              <section>
                <Typography variant="h5" component="h2" gutterBottom>
                  Recent Articles
                </Typography>
                <Grid container spacing={2}>
                  {recent.map((article) => (
                    <Grid key={article.id} size={{ xs: 12, sm: 6, md: 4 }}>
                      <ArticleCard article={article} />
                    </Grid>
                  ))}
                </Grid>
              </section>
            )}
          </Stack>
        )}
      </Container>
    </>
  );
}
