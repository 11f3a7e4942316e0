import { useMemo } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { NewsArticle, NewsArticleInput } from '@reedmere/contracts';
import type { Redirect } from '../../../shared/auth/redirect';
import { titledCollection } from '../../../shared/collection/titled-collection';
import { useCollectionTab } from '../../../shared/collection/use-collection-tab';
import { useHeldImageUpload } from '../../../shared/images/use-held-image-upload';
import { ListState, managedListTexts } from '../../../shared/list-state';
import { SectionHeading } from '../../../shared/section-heading';
import { articlesApi, NEWS_ADMIN_URL } from '../api/news-api';
import {
  articleFormFromArticle,
  articleInputFromForm,
  emptyArticleForm,
  type ArticleFormValues,
} from '../lib/article-form-values';
import { ArticleForm } from './article-form';
import { ArticleList } from './article-list';
import { useMayDo } from '../../../shared/auth/staff-rights';

export interface NewsTabProps {
  redirect: Redirect;
  /** For tests: jsdom cannot compress images. */
  compressImage?: (file: File) => Promise<File>;
}

/** The news tab: every article (drafts too), created, edited and deleted through the BFF. */
export function NewsTab({ redirect, compressImage }: NewsTabProps) {
  const mayChange = useMayDo({ change: ['news'] });
  const images = useHeldImageUpload('/api/upload/images');
  const tab = useCollectionTab<NewsArticle, ArticleFormValues, NewsArticleInput>({
    url: NEWS_ADMIN_URL,
    redirect,
    formValues: articleFormFromArticle,
    prepare: async (values, { item, keep, sendToLogin }) => {
      const urls = await images.upload(
        values.featuredImage,
        (featuredImage) => keep({ featuredImage }),
        sendToLogin,
      );
      if (urls === null) return null;
      return articleInputFromForm(values, {
        featuredImage: urls[0] ?? null,
        previousPublishedAt: item?.publishedAt ?? null,
      });
    },
    api: articlesApi,
    ...titledCollection<NewsArticle>('article'),
  });
  const { form, edited, list } = tab;
  const { data } = list;

  const knownTags = useMemo(
    () => [...new Set((data ?? []).flatMap((article) => article.tags))].sort(),
    [data],
  );

  const newButton = (
    <Button
      variant="contained"
      onClick={() => tab.startCreate(emptyArticleForm())}
      disabled={form !== null}
    >
      New article
    </Button>
  );

  const body = (
    <ListState
      read={list}
      {...managedListTexts('articles')}
      accessText="Please log in again to manage news articles."
    >
      {(articles) => (
        <Stack spacing={3}>
          {form ? (
            <ArticleForm
              key={form.key}
              {...form.props}
              heading={edited ? `Edit ${edited.title}` : 'New article'}
              submitLabel={edited ? 'Update article' : 'Create article'}
              uploadProgress={images.progress}
              knownTags={knownTags}
              compressImage={compressImage}
            />
          ) : null}
          {articles.length === 0 ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>No articles yet</Typography>
              {form || !mayChange ? null : newButton}
            </Stack>
          ) : (
            <ArticleList articles={articles} {...tab.itemActions} readOnly={!mayChange} />
          )}
        </Stack>
      )}
    </ListState>
  );

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <SectionHeading headingRef={tab.headingRef}>
          {`News articles${data ? ` (${data.length})` : ''}`}
        </SectionHeading>
        {mayChange && data && data.length > 0 ? newButton : null}
      </Stack>
      {body}
      {tab.dialogs}
    </Stack>
  );
}
