import { useState } from 'react';
import { Box, FormControlLabel, Paper, Stack, Switch, Tab, Tabs, TextField } from '@mui/material';
import { FormHeading } from '../../../shared/form-heading';
import { FormActions } from '../../../shared/form/form-actions';
import { useEntityForm, type EntityFormProps } from '../../../shared/form/use-entity-form';
import { validateSeoForm, type SeoFormValues } from '../lib/seo-form-values';
import { SeoPreviews } from './seo-previews';

type FormTab = 'basic' | 'social' | 'advanced';

/** The fields that can be refused, both on the first tab. */
const CHECKED_FIELDS = ['pagePath', 'pageTitle'] as const;

/** The add/edit form: three tabs of fields beside a live preview. */
export function SeoPageForm(props: EntityFormProps<SeoFormValues>) {
  const [tab, setTab] = useState<FormTab>('basic');
  const { values, set, textField, submit, actions } = useEntityForm({
    ...props,
    fields: CHECKED_FIELDS,
    validate: validateSeoForm,
    // A page path may have one set of SEO settings only.
    conflictField: 'pagePath',
    onInvalid: () => setTab('basic'),
  });

  const text = (
    key: Exclude<keyof SeoFormValues, 'isActive'>,
    label: string,
    extra: { required?: boolean; multiline?: boolean; helperText?: string } = {},
  ) => (
    <TextField
      {...textField(key, label, extra.helperText)}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      fullWidth
      slotProps={{ htmlInput: { 'aria-required': extra.required ? 'true' : undefined } }}
    />
  );

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      aria-label={props.heading}
    >
      <FormHeading level="h2">{props.heading}</FormHeading>
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
          <FormActions {...actions} />
        </Box>
        <SeoPreviews values={values} />
      </Box>
    </Paper>
  );
}
