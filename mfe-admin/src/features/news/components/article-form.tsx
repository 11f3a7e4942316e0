import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { NEWS_CATEGORIES, type NewsCategory } from '@reedmere/contracts';
import { format } from 'date-fns';
import { ChipListField } from '../../../shared/chip-input/chip-list-field';
import { withPendingChips } from '../../../shared/chip-input/chip-text';
import { firstInvalidField } from '../../../shared/first-invalid-field';
import { FormHeading } from '../../../shared/form-heading';
import { ImageGalleryField } from '../../../shared/images/image-gallery-field';
import { UploadProgress } from '../../../shared/images/upload-progress';
import { usePreparingImages } from '../../../shared/images/use-preparing-images';
import { useDirtyReport } from '../../../shared/unsaved/use-dirty-report';
import { slugify } from '../../../shared/slugify';
import {
  ARTICLE_FIELDS,
  AUTHOR_MAX_LENGTH,
  cleanTags,
  DATE_INPUT_FORMAT,
  EXCERPT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  validateArticleForm,
  type ArticleField,
  type ArticleFormErrors,
  type ArticleFormValues,
} from '../article-form-values';
import { RichTextEditor } from '../../../shared/rich-text/rich-text-editor';

export interface ArticleFormProps {
  heading: string;
  values: ArticleFormValues;
  onChange: (values: ArticleFormValues) => void;
  onSubmit: (values: ArticleFormValues) => void;
  onCancel: () => void;
  /** Whether the values now differ from those the form opened with. */
  onDirtyChange: (dirty: boolean) => void;
  submitLabel: string;
  busy: boolean;
  /** Problems the server found with the last save, shown under their fields. */
  serverErrors: ArticleFormErrors;
  uploadProgress: { batch: number; batches: number } | null;
  /** Tags already used on other articles, offered as suggestions. */
  knownTags: readonly string[];
  /** For tests: jsdom cannot compress images. */
  compressImage?: (file: File) => Promise<File>;
}

const today = () => format(new Date(), DATE_INPUT_FORMAT);

/** The article add/edit form; validation happens here, saving in the tab. */
export function ArticleForm({
  heading,
  values,
  onChange,
  onSubmit,
  onCancel,
  onDirtyChange,
  submitLabel,
  busy,
  serverErrors,
  uploadProgress,
  knownTags,
  compressImage,
}: ArticleFormProps) {
  const idBase = useId();
  const fieldId = (field: ArticleField | 'heading' | 'publishedAt') => `${idBase}-${field}`;
  const [localErrors, setLocalErrors] = useState<ArticleFormErrors>({});
  const [pendingTag, setPendingTag] = useState('');
  const { preparing, busyReporter } = usePreparingImages();
  useDirtyReport({ values, pendingTag }, onDirtyChange);
  const errors: ArticleFormErrors = { ...serverErrors, ...localErrors };

  // Server problems arrive after a save: take the admin to the first one.
  useEffect(() => {
    const first = firstInvalidField(ARTICLE_FIELDS, serverErrors);
    if (first) focusField(first);
  }, [serverErrors]);

  const focusField = (field: ArticleField) => document.getElementById(fieldId(field))?.focus();

  const set = (patch: Partial<ArticleFormValues>) => {
    // Editing a field clears its own error; the rest stay until the next submit.
    const cleared = Object.keys(patch).filter((key) => key in localErrors);
    if (cleared.length > 0) {
      setLocalErrors((current) => {
        const next = { ...current };
        for (const key of cleared) delete next[key as ArticleField];
        return next;
      });
    }
    onChange({ ...values, ...patch });
  };

  const setTitle = (title: string) =>
    set(values.slugEdited ? { title } : { title, slug: slugify(title) });

  const setPublished = (isPublished: boolean) =>
    set({
      isPublished,
      publishedAt: isPublished && values.publishedAt === '' ? today() : values.publishedAt,
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A tag typed but not yet added with Enter is saved too.
    const submitted = { ...values, tags: cleanTags(withPendingChips(values.tags, pendingTag)) };
    if (pendingTag !== '') {
      setPendingTag('');
      onChange(submitted);
    }
    const found = validateArticleForm(submitted);
    setLocalErrors(found);
    const first = firstInvalidField(ARTICLE_FIELDS, found);
    if (first) {
      focusField(first);
      return;
    }
    onSubmit(submitted);
  };

  const cancel = () => {
    setLocalErrors({});
    onCancel();
  };

  const slugHint = `Public address: /news/${values.slug.trim() || '<slug>'}`;
  const excerptCount = `${values.excerpt.length}/${EXCERPT_MAX_LENGTH}`;

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      aria-labelledby={fieldId('heading')}
    >
      <FormHeading id={fieldId('heading')}>{heading}</FormHeading>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={fieldId('heading')}>
        <Stack spacing={2.5}>
          <TextField
            id={fieldId('title')}
            label="Title"
            value={values.title}
            onChange={(event) => setTitle(event.target.value)}
            required
            error={Boolean(errors.title)}
            helperText={errors.title}
            fullWidth
            slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
          />
          <TextField
            id={fieldId('slug')}
            label="Slug"
            value={values.slug}
            onChange={(event) => set({ slug: event.target.value, slugEdited: true })}
            required
            error={Boolean(errors.slug)}
            helperText={errors.slug ?? slugHint}
            fullWidth
            slotProps={{
              htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
            }}
          />
          {errors.slug ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
              {slugHint}
            </Typography>
          ) : null}
          <TextField
            id={fieldId('excerpt')}
            label="Excerpt"
            value={values.excerpt}
            onChange={(event) => set({ excerpt: event.target.value })}
            multiline
            minRows={2}
            error={Boolean(errors.excerpt)}
            helperText={
              errors.excerpt ?? `Optional summary for the news list. ${excerptCount} characters`
            }
            fullWidth
            slotProps={{ htmlInput: { maxLength: EXCERPT_MAX_LENGTH } }}
          />
          <RichTextEditor
            id={fieldId('content')}
            label="Content"
            value={values.content}
            onChange={(content) => set({ content })}
            error={errors.content}
            required
            disabled={busy}
          />
          <ImageGalleryField
            label="Featured image"
            items={values.featuredImage}
            onChange={(featuredImage) => set({ featuredImage })}
            maxImages={1}
            disabled={busy}
            onBusyChange={busyReporter('featuredImage')}
            compress={compressImage}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <TextField
              id={fieldId('author')}
              label="Author"
              value={values.author}
              onChange={(event) => set({ author: event.target.value })}
              error={Boolean(errors.author)}
              helperText={errors.author ?? 'Leave empty to use the agency name'}
              fullWidth
              slotProps={{ htmlInput: { maxLength: AUTHOR_MAX_LENGTH } }}
            />
            <TextField
              select
              label="Category"
              value={values.category}
              onChange={(event) => set({ category: event.target.value as NewsCategory })}
              fullWidth
            >
              {NEWS_CATEGORIES.map((category) => (
                <MenuItem key={category} value={category}>
                  {category}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <ChipListField
            id={fieldId('tags')}
            label="Tags"
            helperText="Press Enter after each tag, or separate them with commas"
            value={values.tags}
            onChange={(tags) => set({ tags: cleanTags(tags) })}
            pending={pendingTag}
            onPendingChange={setPendingTag}
            suggestions={knownTags}
            error={errors.tags}
          />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <FormControlLabel
              control={
                <Switch
                  checked={values.isPublished}
                  onChange={(event) => setPublished(event.target.checked)}
                />
              }
              label="Published"
            />
            {values.isPublished ? (
              <TextField
                id={fieldId('publishedAt')}
                type="date"
                label="Published date"
                value={values.publishedAt}
                onChange={(event) => set({ publishedAt: event.target.value })}
                helperText="Leave empty to use the moment of saving"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Draft: not shown on the news page.
              </Typography>
            )}
          </Stack>
          <UploadProgress progress={uploadProgress} label="Uploading images" />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy || preparing}>
              {busy ? 'Saving...' : submitLabel}
            </Button>
            <Button onClick={cancel} disabled={busy}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
