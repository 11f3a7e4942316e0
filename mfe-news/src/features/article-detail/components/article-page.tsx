import { Box, Chip, Container, Divider, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from '@reedmere/router';
import { isNotFound, PageHero, ResponsiveImage, siteOrigin, StaticPart } from '@reedmere/web-kit';
import { newsHero } from '@reedmere/web-kit/heroes/news';
import { articleByline } from '../../../shared/article-defaults';
import { formatArticleDate } from '../../../shared/article-date';
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
    <Link
      component={RouterLink}
      to="/news"
      underline="hover"
      sx={{ display: 'inline-block', mb: 3 }}
    >
      <span aria-hidden="true">← </span>Back to News
    </Link>
  );
}

/** /news/:slug: one published article. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const { data: article, error, isLoading, mutate } = useArticle(slug);

  if (isLoading) return <ArticleSkeleton />;
  if (isNotFound(error) || (article && !isPublicArticle(article))) return <ArticleNotFound />;
  if (error || !article) {
    return (
      <>
        <PageHero title="News" image={newsHero} />
        <Container sx={{ py: { xs: 4, md: 6 } }}>
          <BackToNews />
          <LoadErrorAlert title="Error Loading Article" onRetry={() => void mutate()}>
            Unable to load this article. Please try again later.
          </LoadErrorAlert>
        </Container>
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
      <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <BackToNews />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 2 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 3 }}
        >
          <Box sx={{ flex: 1, color: 'text.secondary' }}>
            <Typography component="p" variant="body2">
              <time dateTime={article.publishedAt ?? undefined}>
                {formatArticleDate(article.publishedAt)}
              </time>
              <span aria-hidden="true"> · </span>
              <span>By {author}</span>
            </Typography>
          </Box>
          <Chip label={category} color="secondary" size="small" />
          <ShareButton title={article.title} url={pageUrl} />
        </Stack>
        <StaticPart showing={shown}>
          {article.featuredImage && (
            <Box sx={{ mb: 4, borderRadius: 1, overflow: 'hidden' }}>
              <ResponsiveImage
                src={article.featuredImage}
                alt={article.title}
                aspectRatio="16 / 9"
                sizes="(min-width: 900px) 852px, 100vw"
                eager
              />
            </Box>
          )}
          <ArticleContent html={article.content ?? ''} />
          <ArticleTags tags={article.tags ?? []} />
        </StaticPart>
        <Divider sx={{ my: 4 }} />
        <BackToNews />
        <ArticleJsonLd article={article} pageUrl={pageUrl} />
      </Container>
    </>
  );
}
