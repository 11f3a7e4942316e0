import { Fragment, useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { withPendingChips } from '../../../shared/chip-input/chip-text';
import { FormHeading } from '../../../shared/form-heading';
import { FormActions } from '../../../shared/form/form-actions';
import { useEntityForm, type EntityFormProps } from '../../../shared/form/use-entity-form';
import type { SendToLogin } from '../../../shared/auth/use-login-redirect';
import { ImageGalleryField } from '../../../shared/images/image-gallery-field';
import { usePreparingImages } from '../../../shared/images/use-preparing-images';
import { UploadProgress } from '../../../shared/images/upload-progress';
import {
  cleanFeatures,
  FORM_FIELD_ORDER,
  validatePropertyForm,
  type PropertyFormValues,
} from '../lib/property-form-values';
import {
  isPlainField,
  PROPERTY_FIELD_KEYS,
  PROPERTY_FIELDS,
  PROPERTY_LIMITS,
  PROPERTY_SECTIONS,
  type PlainFieldKey,
  type PropertyField,
  type PropertyFieldKey,
  type PropertySection,
} from '../lib/property-fields';
import { PropertyFieldControl } from './property-field-control';
import { DocumentUploadField } from './document-upload-field';
import { FeaturesField } from './features-field';
import { RichTextEditor } from '../../../shared/rich-text/rich-text-editor';

export interface PropertyFormProps extends EntityFormProps<PropertyFormValues> {
  uploadProgress: { batch: number; batches: number } | null;
  sendToLogin: SendToLogin;
}

/** The fields of a section, in the table's order. */
const fieldsIn = (section: PropertySection) =>
  PROPERTY_FIELD_KEYS.filter((key) => {
    const field: PropertyField = PROPERTY_FIELDS[key];
    return 'section' in field && field.section === section;
  });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const wide = { gridColumn: '1 / -1' } as const;

/** The add/edit property form (docs/product.md#properties-tab). */
export function PropertyForm({ uploadProgress, sendToLogin, ...props }: PropertyFormProps) {
  const [pendingFeature, setPendingFeature] = useState('');
  const [documentBusy, setDocumentBusy] = useState(0);
  const {
    values,
    errors,
    saving,
    fieldId,
    set,
    submit: submitValues,
    actions,
  } = useEntityForm({
    ...props,
    fields: FORM_FIELD_ORDER,
    validate: validatePropertyForm,
    unsaved: pendingFeature,
    // The browser tests find the fields by these ids.
    idPrefix: 'property',
  });
  const { preparing, busyReporter } = usePreparingImages();

  const submit = (event: FormEvent) => {
    // A feature typed but not yet added with Enter is saved too.
    setPendingFeature('');
    submitValues(event, {
      ...values,
      features: cleanFeatures(withPendingChips(values.features, pendingFeature)),
    });
  };

  const setPlain = useCallback(
    (key: PlainFieldKey, value: string) => set(key, value as PropertyFormValues[PlainFieldKey]),
    [set],
  );
  const documentBusyChange = useCallback(
    (on: boolean) => setDocumentBusy((count) => count + (on ? 1 : -1)),
    [],
  );

  /** The control of one field of the table. */
  const control = (key: PropertyFieldKey): ReactNode => {
    const field: PropertyField = PROPERTY_FIELDS[key];
    if (isPlainField(key)) {
      if (field.kind === 'choice' && field.onlyFor && values.propertyType !== field.onlyFor) {
        return null;
      }
      return (
        <PropertyFieldControl
          fieldKey={key}
          id={fieldId(key)}
          value={values[key]}
          message={errors[key]}
          disabled={saving}
          onValue={setPlain}
        />
      );
    }
    switch (field.kind) {
      case 'richText':
        return (
          <Box sx={wide}>
            <RichTextEditor
              id={fieldId(key)}
              label="Description"
              value={values.description}
              onChange={(html) => set('description', html)}
              error={errors.description}
              disabled={saving}
              headings={[3]}
            />
          </Box>
        );
      case 'features':
        return (
          <Box sx={wide}>
            <FeaturesField
              id={fieldId(key)}
              value={values.features}
              onChange={(features) => set('features', features)}
              pending={pendingFeature}
              onPendingChange={setPendingFeature}
              error={errors.features}
              disabled={saving}
            />
          </Box>
        );
      case 'document': {
        const documentKey = key as 'brochureUrl' | 'floorPlanUrl';
        return (
          <DocumentUploadField
            label={field.label}
            type={field.documentType}
            value={values[documentKey]}
            onChange={(url) => set(documentKey, url)}
            sendToLogin={sendToLogin}
            disabled={saving}
            onBusyChange={documentBusyChange}
          />
        );
      }
      default:
        return null;
    }
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <FormHeading>{props.heading}</FormHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Fields marked * are required.
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={4}>
        {PROPERTY_SECTIONS.map((section) => (
          <Section key={section} title={section}>
            {fieldsIn(section).map((key) => (
              <Fragment key={key}>{control(key)}</Fragment>
            ))}
          </Section>
        ))}

        <ImageGalleryField
          label="Images"
          helperText="The first image is the main one. Drag or use the keyboard to reorder."
          items={values.images}
          onChange={(images) => set('images', images)}
          maxImages={PROPERTY_LIMITS.images}
          disabled={saving}
          onBusyChange={busyReporter('images')}
        />

        <Box>
          <UploadProgress progress={uploadProgress} label="Uploading images" />
          <FormActions {...actions} holdSubmit={documentBusy > 0 || preparing} />
        </Box>
      </Stack>
    </Paper>
  );
}
