import { useState, type FormEvent } from 'react';
import {
  Box,
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
import { FormHeading } from '../../../shared/form-heading';
import { ImageGalleryField } from '../../../shared/images/image-gallery-field';
import { UploadProgress } from '../../../shared/images/upload-progress';
import { usePreparingImages } from '../../../shared/images/use-preparing-images';
import { FormActions } from '../../../shared/form/form-actions';
import { useEntityForm, type EntityFormProps } from '../../../shared/form/use-entity-form';
import { slugify } from '../../../shared/slugify';
import {
  ARTICLE_FIELDS,
  AUTHOR_MAX_LENGTH,
  cleanTags,
  DATE_INPUT_FORMAT,
  EXCERPT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  validateArticleForm,
  type ArticleFormValues,
} from '../lib/article-form-values';
import { RichTextEditor } from '../../../shared/rich-text/rich-text-editor';

export interface ArticleFormProps extends EntityFormProps<ArticleFormValues> {
  uploadProgress: { batch: number; batches: number } | null;
  /** Tags already used on other articles, offered as suggestions. */
  knownTags: readonly string[];
  /** For tests: jsdom cannot compress images. */
  compressImage?: (file: File) => Promise<File>;
}

const today = () => format(new Date(), DATE_INPUT_FORMAT);

/** The article add/edit form; validation happens here, saving in the tab. */
export function ArticleForm({
  uploadProgress,
  knownTags,
  compressImage,
  ...props
}: ArticleFormProps) {
  const [pendingTag, setPendingTag] = useState('');
  const {
    values,
    errors,
    saving,
    fieldId,
    change: set,
    textField,
    submit: submitValues,
    actions,
  } = useEntityForm({
    ...props,
    fields: ARTICLE_FIELDS,
    validate: validateArticleForm,
    unsaved: pendingTag,
    // The slug is the one value no other article may have.
    conflictField: 'slug',
  });
  const { preparing, busyReporter } = usePreparingImages();

  const setTitle = (title: string) =>
    set(values.slugEdited ? { title } : { title, slug: slugify(title) });

  const setPublished = (isPublished: boolean) =>
    set({
      isPublished,
      publishedAt: isPublished && values.publishedAt === '' ? today() : values.publishedAt,
    });

  const submit = (event: FormEvent) => {
    // A tag typed but not yet added with Enter is saved too.
    setPendingTag('');
    submitValues(event, {
      ...values,
      tags: cleanTags(withPendingChips(values.tags, pendingTag)),
    });
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
      <FormHeading id={fieldId('heading')}>{props.heading}</FormHeading>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={fieldId('heading')}>
        <Stack spacing={2.5}>
          <TextField
            {...textField('title', 'Title')}
            onChange={(event) => setTitle(event.target.value)}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
          />
          <TextField
            {...textField('slug', 'Slug', slugHint)}
            onChange={(event) => set({ slug: event.target.value, slugEdited: true })}
            required
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
            {...textField(
              'excerpt',
              'Excerpt',
              `Optional summary for the news list. ${excerptCount} characters`,
            )}
            multiline
            minRows={2}
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
            disabled={saving}
          />
          <ImageGalleryField
            label="Featured image"
            items={values.featuredImage}
            onChange={(featuredImage) => set({ featuredImage })}
            maxImages={1}
            disabled={saving}
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
              {...textField('author', 'Author', 'Leave empty to use the agency name')}
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
          <FormActions {...actions} holdSubmit={preparing} />
        </Stack>
      </Box>
    </Paper>
  );
}
