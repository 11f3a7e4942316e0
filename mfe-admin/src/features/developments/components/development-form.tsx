import { useCallback } from 'react';
import { Box, Stack } from '@mui/material';
import { FieldControl } from '../../../shared/field-table/field-control';
import { FieldGrid } from '../../../shared/field-table/field-grid';
import { FormActions } from '../../../shared/form/form-actions';
import { FormSection } from '../../../shared/form/form-section';
import { useEntityForm, type EntityFormProps } from '../../../shared/form/use-entity-form';
import { UploadProgress } from '../../../shared/images/upload-progress';
import { usePreparingImages } from '../../../shared/images/use-preparing-images';
import {
  DEVELOPMENT_FIELD_KEYS,
  DEVELOPMENT_FIELDS,
  type DevelopmentFieldKey,
} from '../lib/development-fields';
import {
  FORM_FIELD_ORDER,
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

/** The add/edit form of a development, with its three sortable galleries. */
export function DevelopmentForm({ upload, ...props }: DevelopmentFormProps) {
  const { values, errors, saving, fieldId, set, submit, actions } = useEntityForm({
    ...props,
    fields: FORM_FIELD_ORDER,
    validate: validateDevelopmentForm,
  });
  const { preparing, busyReporter } = usePreparingImages();
  const setValue = useCallback(
    (key: DevelopmentFieldKey, value: unknown) =>
      set(key, value as DevelopmentFormValues[DevelopmentFieldKey]),
    [set],
  );

  return (
    <FormSection heading={props.heading}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <FieldGrid>
            {DEVELOPMENT_FIELD_KEYS.map((key) => (
              <FieldControl
                key={key}
                fieldKey={key}
                field={DEVELOPMENT_FIELDS[key]}
                id={fieldId(key)}
                value={values[key]}
                message={errors[key]}
                disabled={saving}
                onValue={setValue}
                onBusyChange={busyReporter(key)}
              />
            ))}
          </FieldGrid>
          {upload ? (
            <UploadProgress
              progress={upload.progress}
              label={`Uploading ${upload.gallery} images`}
            />
          ) : null}
          <FormActions {...actions} holdSubmit={preparing} />
        </Stack>
      </Box>
    </FormSection>
  );
}
