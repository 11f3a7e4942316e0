import { Box, Stack, Typography } from '@mui/material';
import type { NewsArticle } from '@reedmere/contracts';
import { format } from 'date-fns';
import { ItemCard, ItemList, type ItemActions } from '../../../shared/item-list';
import { ItemTitle } from '../../../shared/item-title';
import { ListItemButtons } from '../../../shared/list-item-buttons';

/** Admin and news dates read 'do MMMM yyyy'. */
export const ARTICLE_DATE_FORMAT = 'do MMMM yyyy';

export const articleDate = (article: NewsArticle): string =>
  article.publishedAt ? format(new Date(article.publishedAt), ARTICLE_DATE_FORMAT) : 'Draft';

export interface ArticleListProps extends ItemActions<NewsArticle> {
  articles: readonly NewsArticle[];
}

/** Newest first; drafts without a date go by when they were last changed. */
const newestFirst = (a: NewsArticle, b: NewsArticle) =>
  (b.publishedAt ?? b.updatedAt).localeCompare(a.publishedAt ?? a.updatedAt);

export function ArticleList({ articles, ...actions }: ArticleListProps) {
  return (
    <ItemList>
      {[...articles].sort(newestFirst).map((article) => (
        <ItemCard key={article.id} label={article.title}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Stack
              direction="row"
              spacing={2}
              sx={{ minWidth: 0, flexGrow: 1, alignItems: 'center' }}
            >
              <Box
                sx={{
                  width: { xs: 88, sm: 120 },
                  height: { xs: 60, sm: 80 },
                  flexShrink: 0,
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {article.featuredImage ? (
                  <Box
                    component="img"
                    src={article.featuredImage}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                ) : (
                  <Typography variant="caption" color="text.secondary">
                    No image
                  </Typography>
                )}
              </Box>
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <ItemTitle
                  title={article.title}
                  status={article.isPublished ? 'Published' : 'Draft'}
                  color={article.isPublished ? 'success' : 'default'}
                />
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  /news/{article.slug}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {articleDate(article)} · {article.category}
                </Typography>
              </Box>
            </Stack>
            <ListItemButtons
              item={article}
              name={article.title}
              scope="article"
              actions={actions}
              sx={{ flexShrink: 0 }}
            />
          </Stack>
        </ItemCard>
      ))}
    </ItemList>
  );
}
