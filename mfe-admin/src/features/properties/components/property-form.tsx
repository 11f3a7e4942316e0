import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { withPendingChips } from '../../../shared/chip-input/chip-text';
import { FieldControl } from '../../../shared/field-table/field-control';
import { FieldGrid } from '../../../shared/field-table/field-grid';
import { isShown } from '../../../shared/field-table/field-kinds';
import { FormActions } from '../../../shared/form/form-actions';
import { FormSection } from '../../../shared/form/form-section';
import { useEntityForm, type EntityFormProps } from '../../../shared/form/use-entity-form';
import type { SendToLogin } from '../../../shared/auth/use-login-redirect';
import { useStaffRights } from '../../../shared/auth/staff-rights';
import { usePreparingImages } from '../../../shared/images/use-preparing-images';
import { UploadProgress } from '../../../shared/images/upload-progress';
import {
  cleanFeatures,
  FORM_FIELD_ORDER,
  validatePropertyForm,
  type PropertyFormValues,
} from '../lib/property-form-values';
import {
  PROPERTY_FIELD_KEYS,
  PROPERTY_FIELDS,
  PROPERTY_SECTIONS,
  type PropertyField,
  type PropertyFieldKey,
  type PropertySection,
} from '../lib/property-fields';
import { categoryChoices, listingKindsFor, priceTypeChoices } from '../lib/listing-kinds';
import { DocumentUploadField } from './document-upload-field';
import { PropertyHistory } from './property-history';

export interface PropertyFormProps extends EntityFormProps<PropertyFormValues> {
  uploadProgress: { batch: number; batches: number } | null;
  sendToLogin: SendToLogin;
  /** The stored listing, whose history shows under the form; none for a new one. */
  historyOf?: string;
}

/** The fields of a section, in the table's order; the gallery, in none, comes after them. */
const fieldsIn = (section: PropertySection | undefined) =>
  PROPERTY_FIELD_KEYS.filter((key) => {
    const field: PropertyField = PROPERTY_FIELDS[key];
    return field.section === section;
  });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      <FieldGrid>{children}</FieldGrid>
    </Box>
  );
}

/** The add/edit property form (docs/product.md#properties-tab). */
export function PropertyForm({
  uploadProgress,
  sendToLogin,
  historyOf,
  ...props
}: PropertyFormProps) {
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
  const rights = useStaffRights();
  const kinds = useMemo(() => listingKindsFor(rights), [rights]);

  const submit = (event: FormEvent) => {
    // A feature typed but not yet added with Enter is saved too.
    setPendingFeature('');
    submitValues(event, {
      ...values,
      features: cleanFeatures(withPendingChips(values.features, pendingFeature)),
    });
  };

  const setValue = useCallback(
    (key: PropertyFieldKey, value: unknown) =>
      set(key, value as PropertyFormValues[PropertyFieldKey]),
    [set],
  );
  const documentBusyChange = useCallback(
    (on: boolean) => setDocumentBusy((count) => count + (on ? 1 : -1)),
    [],
  );

  /** The field as this person is offered it: an editor only the kinds of listing they may add. */
  const offeredTo = (key: PropertyFieldKey, field: PropertyField): PropertyField => {
    if (key === 'propertyType' && field.kind === 'choice') {
      return { ...field, choices: (current) => categoryChoices(kinds, current) };
    }
    if (key === 'priceType' && field.kind === 'choice') {
      return {
        ...field,
        choices: (current) => priceTypeChoices(kinds, values.propertyType, current),
      };
    }
    return field;
  };

  /** The control of one field of the table. */
  const control = (key: PropertyFieldKey): ReactNode => {
    const field: PropertyField = offeredTo(key, PROPERTY_FIELDS[key]);
    if (field.kind === 'document') {
      return (
        <DocumentUploadField
          key={key}
          label={field.label}
          type={field.documentType}
          value={values[key] as string}
          onChange={(url) => setValue(key, url)}
          sendToLogin={sendToLogin}
          disabled={saving}
          onBusyChange={documentBusyChange}
        />
      );
    }
    // A dwelling type only describes a home; a sub-type only a commercial property.
    if (!isShown(field, values)) return null;
    return (
      <FieldControl
        key={key}
        fieldKey={key}
        field={field}
        id={fieldId(key)}
        value={values[key]}
        message={errors[key]}
        disabled={saving}
        onValue={setValue}
        pendingChip={{ text: pendingFeature, onChange: setPendingFeature }}
        onBusyChange={busyReporter(key)}
      />
    );
  };

  return (
    <FormSection heading={props.heading}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Fields marked * are required.
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={4}>
        {PROPERTY_SECTIONS.map((section) => (
          <Section key={section} title={section}>
            {fieldsIn(section).map(control)}
          </Section>
        ))}
        {fieldsIn(undefined).map(control)}

        <Box>
          <UploadProgress progress={uploadProgress} label="Uploading images" />
          <FormActions {...actions} holdSubmit={documentBusy > 0 || preparing} />
        </Box>
      </Stack>
      {/* Outside the form: opening it or turning its pages is no part of the edit. */}
      {historyOf ? (
        <Box sx={{ mt: 4 }}>
          <PropertyHistory propertyId={historyOf} />
        </Box>
      ) : null}
    </FormSection>
  );
}
