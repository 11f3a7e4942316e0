import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@reedmere/router';
import type { NewsArticle } from '@reedmere/contracts';
import { ResponsiveImage } from '@reedmere/web-kit';
import { articleByline, articleExcerpt } from '../../../shared/article-defaults';
import { formatArticleDate } from '../../../shared/article-date';

export interface ArticleCardProps {
  article: NewsArticle;
  /** The lead article: wider, with a longer excerpt and its image loaded at once. */
  featured?: boolean;
}

/** One article in the news list: image, category, title (the link), date, author and excerpt. */
export function ArticleCard({ article, featured = false }: ArticleCardProps) {
  const { author, category } = articleByline(article);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: featured ? { xs: 'column', md: 'row' } : 'column',
        // The whole card reacts to the pointer; the title link is what is focused.
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box sx={featured ? { flex: { md: '0 0 55%' } } : undefined}>
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
      </Box>
      <CardContent sx={{ flex: 1, p: featured ? { xs: 2, md: 4 } : 2 }}>
        <Chip label={category} size="small" color="secondary" sx={{ mb: 1 }} />
        <Typography
          variant={featured ? 'h4' : 'h6'}
          component="h3"
          // The lead title stays large on a desktop without crowding a phone.
          sx={{ mb: 1, ...(featured && { fontSize: { xs: '1.5rem', md: '2.125rem' } }) }}
        >
          <Box
            component={RouterLink}
            to={`/news/${encodeURIComponent(article.slug)}`}
            sx={{
              color: 'primary.main',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              '&:focus-visible': { outline: 'none', textDecoration: 'underline' },
            }}
          >
            {article.title}
          </Box>
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          component="p"
          sx={{ m: 0, mb: 1, color: 'text.secondary', typography: 'body2' }}
        >
          <time dateTime={article.publishedAt ?? undefined}>
            {formatArticleDate(article.publishedAt)}
          </time>
          <span aria-hidden="true">·</span>
          <span>By {author}</span>
        </Stack>
        <Typography variant={featured ? 'body1' : 'body2'}>
          {articleExcerpt(article, { featured })}
        </Typography>
      </CardContent>
    </Card>
  );
}
