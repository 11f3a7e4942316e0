import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { withPendingChips } from '../../../shared/chip-input/chip-text';
import { localDay } from '../../../shared/field-table/day-text';
import { FieldControl } from '../../../shared/field-table/field-control';
import { FieldGrid, WIDE } from '../../../shared/field-table/field-grid';
import { isShown, type SharedField } from '../../../shared/field-table/field-kinds';
import { PlainFieldControl } from '../../../shared/field-table/plain-field-control';
import { UploadProgress } from '../../../shared/images/upload-progress';
import { usePreparingImages } from '../../../shared/images/use-preparing-images';
import { FormActions } from '../../../shared/form/form-actions';
import { FormSection } from '../../../shared/form/form-section';
import { useEntityForm, type EntityFormProps } from '../../../shared/form/use-entity-form';
import { slugify } from '../../../shared/slugify';
import { ARTICLE_FIELD_KEYS, ARTICLE_FIELDS, type ArticleFieldKey } from '../lib/article-fields';
import {
  cleanTags,
  FORM_FIELD_ORDER,
  validateArticleForm,
  type ArticleFormValues,
} from '../lib/article-form-values';

export interface ArticleFormProps extends EntityFormProps<ArticleFormValues> {
  uploadProgress: { batch: number; batches: number } | null;
  /** Tags already used on other articles, offered as suggestions. */
  knownTags: readonly string[];
  /** For tests: jsdom cannot compress images. */
  compressImage?: (file: File) => Promise<File>;
}

/** Saving locks the content editor and the image; the text fields stay open. */
const lockedWhileSaving = (field: SharedField) =>
  field.kind === 'richText' || field.kind === 'gallery';

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
    change,
    set,
    textField,
    submit: submitValues,
    actions,
  } = useEntityForm({
    ...props,
    fields: FORM_FIELD_ORDER,
    validate: validateArticleForm,
    unsaved: pendingTag,
    // The slug is the one value no other article may have.
    conflictField: 'slug',
  });
  const { preparing, busyReporter } = usePreparingImages();

  const { slugEdited } = values;
  const setValue = useCallback(
    (key: ArticleFieldKey, value: unknown) => {
      // Until the slug is typed by hand, it follows the title.
      if (key === 'title' && !slugEdited) {
        change({ title: value as string, slug: slugify(value as string) });
      } else {
        set(key, value as ArticleFormValues[ArticleFieldKey]);
      }
    },
    [change, set, slugEdited],
  );

  const setPublished = (isPublished: boolean) =>
    change({
      isPublished,
      publishedAt:
        isPublished && values.publishedAt === '' ? localDay(new Date()) : values.publishedAt,
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

  // The slug shows its public address, under its message too.
  const slugControl = (
    <Box key="slug" sx={WIDE}>
      <TextField
        {...textField('slug', ARTICLE_FIELDS.slug.label, slugHint)}
        onChange={(event) => change({ slug: event.target.value, slugEdited: true })}
        required
        fullWidth
        slotProps={{
          htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
        }}
      />
      {errors.slug ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: '4px' }}>
          {slugHint}
        </Typography>
      ) : null}
    </Box>
  );

  // The published switch and its date share a row; a draft says it is not shown instead.
  const publishingControl = (
    <Stack
      key="isPublished"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ ...WIDE, alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <FieldControl
        fieldKey="isPublished"
        field={ARTICLE_FIELDS.isPublished}
        id={fieldId('isPublished')}
        value={values.isPublished}
        message={undefined}
        onValue={(_key, isPublished) => setPublished(isPublished === true)}
      />
      {isShown(ARTICLE_FIELDS.publishedAt, values) ? (
        <PlainFieldControl
          fieldKey="publishedAt"
          field={ARTICLE_FIELDS.publishedAt}
          id={fieldId('publishedAt')}
          value={values.publishedAt}
          message={errors.publishedAt}
          onValue={setValue}
          fullWidth={false}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Draft: not shown on the news page.
        </Typography>
      )}
    </Stack>
  );

  /** The control of one field of the table. */
  const control = (key: ArticleFieldKey): ReactNode => {
    switch (key) {
      case 'slug':
        return slugControl;
      case 'isPublished':
        return publishingControl;
      case 'publishedAt':
        return null;
      default:
        return (
          <FieldControl
            key={key}
            fieldKey={key}
            field={ARTICLE_FIELDS[key]}
            id={fieldId(key)}
            value={values[key]}
            message={errors[key]}
            disabled={saving && lockedWhileSaving(ARTICLE_FIELDS[key])}
            onValue={setValue}
            pendingChip={{ text: pendingTag, onChange: setPendingTag }}
            suggestions={knownTags}
            onBusyChange={busyReporter(key)}
            compress={compressImage}
          />
        );
    }
  };

  return (
    <FormSection heading={props.heading} headingId={fieldId('heading')}>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={fieldId('heading')}>
        <Stack spacing={2.5}>
          <FieldGrid rowGap={2.5}>{ARTICLE_FIELD_KEYS.map(control)}</FieldGrid>
          <UploadProgress progress={uploadProgress} label="Uploading images" />
          <FormActions {...actions} holdSubmit={preparing} />
        </Stack>
      </Box>
    </FormSection>
  );
}
