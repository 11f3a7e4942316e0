import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  COMMERCIAL_SUB_TYPES,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  RESIDENTIAL_DWELLING_TYPES,
  TENURES,
} from '@reedmere/contracts';
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
  PROPERTY_LIMITS,
  QUALIFIER_LABELS,
  qualifierChoices,
  STATUS_LABELS,
  statusChoices,
  SUB_TYPE_LABELS,
  TENURE_LABELS,
  validatePropertyForm,
  type PropertyFormValues,
} from '../lib/property-form-values';
import { DocumentUploadField } from './document-upload-field';
import { FeaturesField } from './features-field';
import { RichTextEditor } from '../../../shared/rich-text/rich-text-editor';

export interface PropertyFormProps extends EntityFormProps<PropertyFormValues> {
  uploadProgress: { batch: number; batches: number } | null;
  sendToLogin: SendToLogin;
}

type TextKey = {
  [K in keyof PropertyFormValues]: PropertyFormValues[K] extends string ? K : never;
}[keyof PropertyFormValues];

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

const DOCUMENTS = [
  { label: 'Brochure', type: 'brochure', key: 'brochureUrl' },
  { label: 'Floor plan', type: 'floorplan', key: 'floorPlanUrl' },
] as const;

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
    textField,
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

  const text = (
    key: TextKey,
    label: string,
    extra: {
      required?: boolean;
      helperText?: string;
      maxLength?: number;
      type?: 'url';
      full?: boolean;
    } = {},
  ) => (
    <TextField
      {...textField(key, label, extra.helperText)}
      required={extra.required}
      type={extra.type}
      disabled={saving}
      fullWidth
      sx={extra.full ? wide : undefined}
      slotProps={{ htmlInput: { maxLength: extra.maxLength ?? PROPERTY_LIMITS.text } }}
    />
  );

  const number = (
    key: TextKey,
    label: string,
    extra: { integer?: boolean; max?: number; helperText?: string } = {},
  ) => (
    <TextField
      {...textField(key, label, extra.helperText)}
      type="number"
      disabled={saving}
      fullWidth
      slotProps={{
        htmlInput: {
          min: 0,
          max: extra.max,
          step: extra.integer ? 1 : 'any',
          inputMode: extra.integer ? 'numeric' : 'decimal',
        },
      }}
    />
  );

  const select = (
    key: TextKey,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <TextField
      {...textField(key, label)}
      select
      disabled={saving}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );

  const optional = (choices: readonly string[], labels?: Record<string, string>) => [
    { value: '', label: 'Not set' },
    ...choices.map((choice) => ({ value: choice, label: labels?.[choice] ?? choice })),
  ];

  const commercial = values.propertyType === 'commercial';
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <FormHeading>{props.heading}</FormHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Fields marked * are required.
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={4}>
        <Section title="Details">
          {text('title', 'Title', { required: true, full: true })}
          {text('address', 'Address', { required: true })}
          {text('location', 'Location', { required: true, helperText: 'Town or area' })}
          {select('propertyType', 'Property type', [
            { value: 'residential', label: 'Residential' },
            { value: 'commercial', label: 'Commercial' },
          ])}
          {commercial
            ? select(
                'subType',
                'Commercial sub-type',
                optional(COMMERCIAL_SUB_TYPES, SUB_TYPE_LABELS),
              )
            : select('dwellingType', 'Dwelling type', optional(RESIDENTIAL_DWELLING_TYPES))}
          {select(
            'status',
            'Status',
            statusChoices(values.status).map((status) => ({
              value: status,
              label: STATUS_LABELS[status],
            })),
          )}
          <Box sx={wide}>
            <RichTextEditor
              id={fieldId('description')}
              label="Description"
              value={values.description}
              onChange={(html) => set('description', html)}
              error={errors.description}
              disabled={saving}
              headings={[3]}
            />
          </Box>
        </Section>

        <Section title="Price">
          {number('price', 'Price (£)', { helperText: 'Leave empty for Price on Request' })}
          {select('priceType', 'Price type', [
            { value: 'sale', label: 'For sale' },
            { value: 'rent', label: 'To let (per month)' },
          ])}
          {select(
            'priceQualifier',
            'Price qualifier',
            qualifierChoices(values.priceQualifier).map((choice) => ({
              value: choice,
              label: QUALIFIER_LABELS[choice],
            })),
          )}
          {number('pricePerSqFt', 'Price per m² (£)')}
          {number('investmentYield', 'Investment yield (%)', { max: PROPERTY_LIMITS.yieldMax })}
          {number('deposit', 'Deposit (£)', { helperText: 'Lettings only' })}
        </Section>

        <Section title="Size and rooms">
          {number('bedrooms', 'Bedrooms', { integer: true })}
          {number('bathrooms', 'Bathrooms', { integer: true })}
          {number('area', 'Area (m²)')}
        </Section>

        <Section title="Material information">
          {select('councilTaxBand', 'Council tax band', optional(COUNCIL_TAX_BANDS))}
          {select('tenure', 'Tenure', optional(TENURES, TENURE_LABELS))}
          {number('leaseYearsRemaining', 'Lease years remaining', {
            integer: true,
            helperText: 'Leaseholds only',
          })}
          {number('groundRent', 'Ground rent (£ a year)', { helperText: 'Leaseholds only' })}
          {number('serviceCharge', 'Service charge (£ a year)', { helperText: 'Leaseholds only' })}
          {select('epcCurrent', 'EPC rating (current)', optional(EPC_RATINGS))}
          {select('epcPotential', 'EPC rating (potential)', optional(EPC_RATINGS))}
        </Section>

        <Section title="Features and links">
          <Box sx={wide}>
            <FeaturesField
              id={fieldId('features')}
              value={values.features}
              onChange={(features) => set('features', features)}
              pending={pendingFeature}
              onPendingChange={setPendingFeature}
              error={errors.features}
              disabled={saving}
            />
          </Box>
          {text('virtualTourUrl', 'Virtual tour URL', { type: 'url', maxLength: 2000 })}
          {text('rightmoveUrl', 'Rightmove URL', { type: 'url', maxLength: 2000 })}
        </Section>

        <Section title="Documents">
          {DOCUMENTS.map(({ label, type, key }) => (
            <DocumentUploadField
              key={key}
              label={label}
              type={type}
              value={values[key]}
              onChange={(url) => set(key, url)}
              sendToLogin={sendToLogin}
              disabled={saving}
              onBusyChange={(on) => setDocumentBusy((count) => count + (on ? 1 : -1))}
            />
          ))}
        </Section>

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
