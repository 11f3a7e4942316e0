import { useMemo, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { NewsArticle } from '@reedmere/contracts';
import { isSignedOut, notify } from '@reedmere/web-kit';
import type { Redirect } from '../../../shared/auth/redirect';
import { useLoginRedirect } from '../../../shared/auth/use-login-redirect';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { galleryFromUrls } from '../../../shared/images/gallery-item';
import { reportUploadFailure } from '../../../shared/images/report-upload-failure';
import { uploadHeldImages } from '../../../shared/images/upload-held-images';
import { useAdminList } from '../../../shared/api/use-admin-list';
import { ListState } from '../../../shared/list-state';
import { useDiscardGuard } from '../../../shared/unsaved/use-discard-guard';
import { useReturnFocus } from '../../../shared/use-return-focus';
import { createArticle, deleteArticle, NEWS_ADMIN_URL, updateArticle } from '../api/news-api';
import {
  articleFormFromArticle,
  articleInputFromForm,
  emptyArticleForm,
  type ArticleFormErrors,
  type ArticleFormValues,
} from '../article-form-values';
import { reportActionFailure } from '../../../shared/api/report-action-failure';
import { serverFieldErrors } from '../server-field-errors';
import { ArticleForm } from './article-form';
import { ArticleList } from './article-list';
import { SectionHeading } from '../../../shared/section-heading';

type Editing =
  | { kind: 'closed' }
  | { kind: 'create'; values: ArticleFormValues }
  | { kind: 'edit'; article: NewsArticle; values: ArticleFormValues };

export interface NewsTabProps {
  redirect: Redirect;
  /** For tests: jsdom cannot compress images. */
  compressImage?: (file: File) => Promise<File>;
}

/** The news tab: every article (drafts too), created, edited and deleted through the BFF. */
export function NewsTab({ redirect, compressImage }: NewsTabProps) {
  const list = useAdminList<NewsArticle>(NEWS_ADMIN_URL);
  const { data, mutate } = list;
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const { headingRef, returnTo } = useReturnFocus('article');
  const [serverErrors, setServerErrors] = useState<ArticleFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<{ batch: number; batches: number } | null>(
    null,
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<NewsArticle | null>(null);
  const sendToLogin = useLoginRedirect(redirect);
  const heading = editing.kind === 'edit' ? `Edit ${editing.article.title}` : 'New article';
  const guard = useDiscardGuard(
    editing.kind === 'edit' ? { id: editing.article.id, name: editing.article.title } : null,
    'the new article',
  );

  const knownTags = useMemo(
    () => [...new Set((data ?? []).flatMap((article) => article.tags))].sort(),
    [data],
  );

  const open = (next: Editing) => {
    setServerErrors({});
    setEditing(next);
  };

  /** Uploads a held featured image; null when the upload failed (and was reported). */
  const uploadFeaturedImage = async (values: ArticleFormValues) => {
    try {
      const { urls, uploaded } = await uploadHeldImages(
        values.featuredImage,
        '/api/upload/images',
        setUploadProgress,
      );
      if (uploaded > 0) notify.success({ title: 'Images uploaded successfully' });
      return { url: urls[0] ?? null };
    } catch (failure) {
      reportUploadFailure(failure, sendToLogin);
      return null;
    } finally {
      setUploadProgress(null);
    }
  };

  const save = async (values: ArticleFormValues) => {
    if (editing.kind === 'closed') return;
    const action = editing.kind === 'create' ? 'create' : 'update';
    setSaving(true);
    setServerErrors({});
    try {
      const image = await uploadFeaturedImage(values);
      if (!image) return;
      // Keep the uploaded URL so a failed save does not upload the same file again.
      const saved: ArticleFormValues = {
        ...values,
        featuredImage: image.url ? galleryFromUrls([image.url]) : [],
      };
      setEditing({ ...editing, values: saved });
      const input = articleInputFromForm(saved, {
        featuredImage: image.url,
        previousPublishedAt: editing.kind === 'edit' ? editing.article.publishedAt : null,
      });
      let savedId: string | null;
      try {
        if (editing.kind === 'create') {
          savedId = (await createArticle(input))?.id ?? null;
          notify.success({ title: 'Article created successfully' });
        } else {
          await updateArticle(editing.article.id, input);
          savedId = editing.article.id;
          notify.success({ title: 'Article updated successfully' });
        }
      } catch (failure) {
        if (!isSignedOut(failure)) setServerErrors(serverFieldErrors(failure));
        reportActionFailure(failure, 'article', action, sendToLogin);
        return;
      }
      // The list is read again before the form closes, so a new article is there to return to.
      await mutate();
      setEditing({ kind: 'closed' });
      returnTo(savedId);
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id } = toDelete;
    setBusyId(id);
    try {
      await deleteArticle(id);
      notify.success({ title: 'Article deleted successfully' });
      if (editing.kind === 'edit' && editing.article.id === id) setEditing({ kind: 'closed' });
      await mutate();
      returnTo(null);
    } catch (failure) {
      reportActionFailure(failure, 'article', 'delete', sendToLogin);
    } finally {
      setToDelete(null);
      setBusyId(null);
    }
  };

  const newButton = (
    <Button
      variant="contained"
      onClick={() => open({ kind: 'create', values: emptyArticleForm() })}
      disabled={editing.kind !== 'closed'}
    >
      New article
    </Button>
  );

  const body = (
    <ListState
      read={list}
      accessText="Please log in again to manage news articles."
      errorText="Failed to load articles."
      loadingText="Loading articles..."
    >
      {(articles) => (
        <Stack spacing={3}>
          {editing.kind === 'closed' ? null : (
            <ArticleForm
              key={editing.kind === 'edit' ? editing.article.id : 'new'}
              heading={heading}
              values={editing.values}
              onChange={(values) => {
                setServerErrors({});
                setEditing({ ...editing, values });
              }}
              onSubmit={(values) => void save(values)}
              onCancel={() => {
                open({ kind: 'closed' });
                returnTo(editing.kind === 'edit' ? editing.article.id : null);
              }}
              onDirtyChange={guard.onDirtyChange}
              submitLabel={editing.kind === 'edit' ? 'Update article' : 'Create article'}
              busy={saving}
              serverErrors={serverErrors}
              uploadProgress={uploadProgress}
              knownTags={knownTags}
              compressImage={compressImage}
            />
          )}
          {articles.length === 0 ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>No articles yet</Typography>
              {editing.kind === 'closed' ? newButton : null}
            </Stack>
          ) : (
            <ArticleList
              articles={articles}
              busyId={busyId}
              onEdit={(article) =>
                guard.replace(article.id, article.title, () =>
                  open({ kind: 'edit', article, values: articleFormFromArticle(article) }),
                )
              }
              onDelete={setToDelete}
            />
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
        <SectionHeading headingRef={headingRef}>
          {`News articles${data ? ` (${data.length})` : ''}`}
        </SectionHeading>
        {data && data.length > 0 ? newButton : null}
      </Stack>
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.title ?? 'article'}`}
        text="Are you sure you want to delete this article?"
        confirmLabel="Delete"
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      {guard.dialog}
    </Stack>
  );
}
