import { Box, Button, Container, Grid, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useSearchParams } from '@reedmere/router';
import {
  PageHero,
  StaticPart,
  pageHref,
  Pager,
  parsePage,
  usePageTurn,
  visuallyHidden,
} from '@reedmere/web-kit';
import { newsHero } from '@reedmere/web-kit/heroes/news';
import { isPublicArticle } from '../../../shared/article-visibility';
import { LoadErrorAlert } from '../../../shared/load-error-alert';
import { useArticles } from '../api/use-articles';
import { ArticleCard } from './article-card';
import { ArticleCardSkeleton } from './article-card-skeleton';

const CARD_GRID = { xs: 12, sm: 6, md: 4 } as const;

/**
 * /news: the articles a page at a time, the page in the URL (`?page=2`). The newest article is
 * featured on the first page; the rest are under Recent Articles.
 */
export function NewsPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { list, hasNext, error, waiting, pending, retry } = useArticles(page);
  const { targetRef, turned, announcement } = usePageTurn<HTMLDivElement>();
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
      <Container
        component="section"
        aria-label="Articles"
        ref={targetRef}
        tabIndex={-1}
        sx={{
          py: { xs: 4, md: 6 },
          scrollMarginTop: 16,
          '&:focus:not(:focus-visible)': { outline: 'none' },
        }}
      >
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
        {waiting && (
          <Grid container spacing={3} role="status" aria-label="Loading articles">
            {Array.from({ length: 6 }, (_, index) => (
              <Grid key={index} size={CARD_GRID}>
                <ArticleCardSkeleton />
              </Grid>
            ))}
          </Grid>
        )}
        {error !== undefined && !waiting && (
          <LoadErrorAlert title="Error Loading News" onRetry={retry}>
            Unable to load news articles. Please try again later.
          </LoadErrorAlert>
        )}
        {empty && list.page === 1 && (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              No News Articles Yet
            </Typography>
            <Typography color="text.secondary">
              Check back soon for market updates and property news.
            </Typography>
          </Box>
        )}
        {empty && list.page > 1 && (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              No More Articles
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              This page is past the last article.
            </Typography>
            <Button variant="outlined" component={RouterLink} to={pathname}>
              Back to page 1
            </Button>
          </Box>
        )}
        <Box aria-busy={pending || undefined} sx={{ opacity: pending ? 0.6 : 1 }}>
          {/* The cards: drawn afresh in the browser when the page of articles changes. */}
          <StaticPart showing={articles.map((article) => article.id).join(' ')}>
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
          </StaticPart>
        </Box>
        {list && !empty && (page > 1 || hasNext) && (
          <Pager
            page={page}
            hasNext={hasNext}
            hrefOf={(to) => pageHref(pathname, to)}
            onTurn={turned}
          />
        )}
      </Container>
    </>
  );
}
