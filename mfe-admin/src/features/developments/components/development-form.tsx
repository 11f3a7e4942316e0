import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, FormHelperText, Paper, Stack, TextField } from '@mui/material';
import { firstInvalidField } from '../../../shared/first-invalid-field';
import { FormHeading } from '../../../shared/form-heading';
import { ImageGalleryField } from '../../../shared/images/image-gallery-field';
import { UploadProgress } from '../../../shared/images/upload-progress';
import { usePreparingImages } from '../../../shared/images/use-preparing-images';
import { useDirtyReport } from '../../../shared/unsaved/use-dirty-report';
import {
  DESCRIPTION_MAX,
  FIELD_ORDER,
  GALLERIES,
  LOCATION_MAX,
  STATUS_CHOICES,
  STATUS_LABELS,
  TITLE_MAX,
  validateDevelopmentForm,
  type DevelopmentField,
  type DevelopmentFormErrors,
  type DevelopmentFormValues,
} from '../development-form-values';

/** Which gallery is being uploaded, and how far it has got. */
export interface GalleryUpload {
  gallery: string;
  progress: { batch: number; batches: number };
}

export interface DevelopmentFormProps {
  heading: string;
  values: DevelopmentFormValues;
  /** Only the changed fields: a gallery may report after later typing, which must not be lost. */
  onChange: (patch: Partial<DevelopmentFormValues>) => void;
  onSubmit: (values: DevelopmentFormValues) => void;
  onCancel: () => void;
  /** Whether the values now differ from those the form opened with. */
  onDirtyChange: (dirty: boolean) => void;
  submitLabel: string;
  busy: boolean;
  upload: GalleryUpload | null;
}

type TextKey = 'title' | 'description' | 'location' | 'projectValue' | 'startDate' | 'endDate';

/** The add/edit form of a development, with its three sortable galleries. */
export function DevelopmentForm({
  heading,
  values,
  onChange,
  onSubmit,
  onCancel,
  onDirtyChange,
  submitLabel,
  busy,
  upload,
}: DevelopmentFormProps) {
  const [errors, setErrors] = useState<DevelopmentFormErrors>({});
  const { preparing, busyReporter } = usePreparingImages();
  useDirtyReport(values, onDirtyChange);
  const fieldRefs = useRef<Partial<Record<DevelopmentField, HTMLElement | null>>>({});

  const set = <K extends keyof DevelopmentFormValues>(key: K, value: DevelopmentFormValues[K]) => {
    setErrors((current) =>
      current[key as DevelopmentField] ? { ...current, [key]: undefined } : current,
    );
    onChange({ [key]: value });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDevelopmentForm(values);
    setErrors(found);
    const first = firstInvalidField(FIELD_ORDER, found);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    onSubmit(values);
  };

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
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 4 : undefined}
      type={extra.type}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? extra.helperText}
      inputRef={(element: HTMLElement | null) => {
        fieldRefs.current[key] = element;
      }}
      disabled={busy}
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
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label={heading}>
      <FormHeading>{heading}</FormHeading>
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
              disabled={busy}
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
                disabled={busy}
                onBusyChange={busyReporter(key)}
                helperText={
                  key === 'beforeImages'
                    ? 'The first image of each gallery is its main image. Drag, or use the keyboard, to reorder.'
                    : undefined
                }
              />
              {errors[key] ? (
                <FormHelperText
                  error
                  tabIndex={-1}
                  ref={(element: HTMLElement | null) => {
                    fieldRefs.current[key] = element;
                  }}
                >
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
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy || preparing}>
              {busy ? 'Saving...' : submitLabel}
            </Button>
            <Button
              onClick={() => {
                setErrors({});
                onCancel();
              }}
              disabled={busy}
            >
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
