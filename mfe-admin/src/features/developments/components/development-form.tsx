import { Box, FormHelperText, Paper, Stack, TextField } from '@mui/material';
import { FormHeading } from '../../../shared/form-heading';
import { FormActions } from '../../../shared/form/form-actions';
import { useEntityForm, type EntityFormProps } from '../../../shared/form/use-entity-form';
import { ImageGalleryField } from '../../../shared/images/image-gallery-field';
import { UploadProgress } from '../../../shared/images/upload-progress';
import { usePreparingImages } from '../../../shared/images/use-preparing-images';
import {
  DESCRIPTION_MAX,
  FIELD_ORDER,
  GALLERIES,
  LOCATION_MAX,
  STATUS_CHOICES,
  STATUS_LABELS,
  TITLE_MAX,
  validateDevelopmentForm,
  type DevelopmentFormValues,
} from '../lib/development-form-values';

/** Which gallery is being uploaded, and how far it has got. */
export interface GalleryUpload {
  gallery: string;
  progress: { batch: number; batches: number };
}

export interface DevelopmentFormProps extends EntityFormProps<DevelopmentFormValues> {
  upload: GalleryUpload | null;
}

type TextKey = 'title' | 'description' | 'location' | 'projectValue' | 'startDate' | 'endDate';

/** The add/edit form of a development, with its three sortable galleries. */
export function DevelopmentForm({ upload, ...props }: DevelopmentFormProps) {
  const { values, errors, saving, fieldId, set, textField, submit, actions } = useEntityForm({
    ...props,
    fields: FIELD_ORDER,
    validate: validateDevelopmentForm,
  });
  const { preparing, busyReporter } = usePreparingImages();

  const text = (
    key: TextKey,
    label: string,
    extra: {
      required?: boolean;
      multiline?: boolean;
      type?: string;
      helperText?: string;
      maxLength?: number;
      min?: number;
    } = {},
  ) => (
    <TextField
      {...textField(key, label, extra.helperText)}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 4 : undefined}
      type={extra.type}
      disabled={saving}
      fullWidth
      slotProps={{
        inputLabel: extra.type === 'date' ? { shrink: true } : undefined,
        htmlInput: {
          maxLength: extra.maxLength,
          min: extra.min,
          inputMode: extra.type === 'number' ? 'decimal' : undefined,
        },
      }}
    />
  );

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      aria-label={props.heading}
    >
      <FormHeading>{props.heading}</FormHeading>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {text('title', 'Title', { required: true, maxLength: TITLE_MAX })}
          {text('description', 'Description', {
            multiline: true,
            maxLength: DESCRIPTION_MAX,
            helperText: 'Separate paragraphs with a blank line.',
          })}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {text('location', 'Location', { maxLength: LOCATION_MAX })}
            {text('projectValue', 'Project value (£)', { type: 'number', min: 0 })}
            <TextField
              select
              label="Status"
              value={values.status}
              onChange={(event) =>
                set('status', event.target.value as DevelopmentFormValues['status'])
              }
              disabled={saving}
              fullWidth
              slotProps={{ select: { native: true } }}
            >
              {STATUS_CHOICES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </TextField>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
            {text('startDate', 'Start date', { type: 'date' })}
            {text('endDate', 'End date', { type: 'date' })}
          </Box>
          {GALLERIES.map(({ key, label }) => (
            <Box key={key}>
              <ImageGalleryField
                label={label}
                items={values[key]}
                onChange={(items) => set(key, items)}
                disabled={saving}
                onBusyChange={busyReporter(key)}
                helperText={
                  key === 'beforeImages'
                    ? 'The first image of each gallery is its main image. Drag, or use the keyboard, to reorder.'
                    : undefined
                }
              />
              {errors[key] ? (
                <FormHelperText id={fieldId(key)} error tabIndex={-1}>
                  {errors[key]}
                </FormHelperText>
              ) : null}
            </Box>
          ))}
          {upload ? (
            <UploadProgress
              progress={upload.progress}
              label={`Uploading ${upload.gallery} images`}
            />
          ) : null}
          <FormActions {...actions} holdSubmit={preparing} />
        </Stack>
      </Box>
    </Paper>
  );
}
