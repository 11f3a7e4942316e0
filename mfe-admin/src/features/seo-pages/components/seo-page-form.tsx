import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { FormHeading } from '../../../shared/form-heading';
import { useDirtyReport } from '../../../shared/unsaved/use-dirty-report';
import { validateSeoForm, type SeoFormErrors, type SeoFormValues } from '../seo-form-values';
import { SeoPreviews } from './seo-previews';

type FormTab = 'basic' | 'social' | 'advanced';

export interface SeoPageFormProps {
  heading: string;
  values: SeoFormValues;
  onChange: (values: SeoFormValues) => void;
  onSubmit: (values: SeoFormValues) => void;
  onCancel: () => void;
  /** Whether the values now differ from those the form opened with. */
  onDirtyChange: (dirty: boolean) => void;
  submitLabel: string;
  busy: boolean;
}

/** The add/edit form: three tabs of fields beside a live preview. */
export function SeoPageForm({
  heading,
  values,
  onChange,
  onSubmit,
  onCancel,
  onDirtyChange,
  submitLabel,
  busy,
}: SeoPageFormProps) {
  const [tab, setTab] = useState<FormTab>('basic');
  const [errors, setErrors] = useState<SeoFormErrors>({});
  useDirtyReport(values, onDirtyChange);
  const set = <K extends keyof SeoFormValues>(key: K, value: SeoFormValues[K]) =>
    onChange({ ...values, [key]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSeoForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Both required fields are on the first tab.
      setTab('basic');
      return;
    }
    onSubmit(values);
  };

  const text = (
    key:
      | 'pagePath'
      | 'pageTitle'
      | 'metaDescription'
      | 'metaKeywords'
      | 'ogTitle'
      | 'ogDescription'
      | 'ogImage',
    label: string,
    extra: { required?: boolean; multiline?: boolean; helperText?: string } = {},
  ) => {
    const error = key === 'pagePath' || key === 'pageTitle' ? errors[key] : undefined;
    return (
      <TextField
        label={label}
        value={values[key]}
        onChange={(event) => set(key, event.target.value)}
        required={extra.required}
        multiline={extra.multiline}
        minRows={extra.multiline ? 3 : undefined}
        error={Boolean(error)}
        helperText={error ?? extra.helperText}
        fullWidth
        slotProps={{ htmlInput: { 'aria-required': extra.required ? 'true' : undefined } }}
      />
    );
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label={heading}>
      <FormHeading level="h2">{heading}</FormHeading>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // minmax(0, ...) lets the scrollable tabs shrink on a phone instead of widening the page.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box component="form" noValidate onSubmit={submit}>
          <Tabs
            value={tab}
            onChange={(_event, value: FormTab) => setTab(value)}
            aria-label="SEO form sections"
            variant="scrollable"
            allowScrollButtonsMobile
          >
            <Tab
              value="basic"
              label="Basic SEO"
              id="seo-form-tab-basic"
              aria-controls="seo-form-panel"
            />
            <Tab
              value="social"
              label="Social Media"
              id="seo-form-tab-social"
              aria-controls="seo-form-panel"
            />
            <Tab
              value="advanced"
              label="Advanced"
              id="seo-form-tab-advanced"
              aria-controls="seo-form-panel"
            />
          </Tabs>
          <Stack
            spacing={2}
            role="tabpanel"
            id="seo-form-panel"
            aria-labelledby={`seo-form-tab-${tab}`}
            sx={{ py: 2 }}
          >
            {tab === 'basic' ? (
              <>
                {text('pagePath', 'Page path', {
                  required: true,
                  helperText: 'For example /residential',
                })}
                {text('pageTitle', 'Page title', { required: true })}
                {text('metaDescription', 'Meta description', { multiline: true })}
              </>
            ) : null}
            {tab === 'social' ? (
              <>
                {text('ogTitle', 'Social title', {
                  helperText: 'Leave empty to use the page title',
                })}
                {text('ogDescription', 'Social description', { multiline: true })}
                {text('ogImage', 'Social image URL', { helperText: 'A full URL or a site path' })}
              </>
            ) : null}
            {tab === 'advanced' ? (
              <>
                {text('metaKeywords', 'Meta keywords', { helperText: 'Separated by commas' })}
                <FormControlLabel
                  control={
                    <Switch
                      checked={values.isActive}
                      onChange={(event) => set('isActive', event.target.checked)}
                    />
                  }
                  label="Active"
                />
              </>
            ) : null}
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {submitLabel}
            </Button>
            <Button
              onClick={() => {
                setErrors({});
                onCancel();
              }}
            >
              Cancel
            </Button>
          </Stack>
        </Box>
        <SeoPreviews values={values} />
      </Box>
    </Paper>
  );
}
