import { useCallback, useState } from 'react';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { FieldControl } from '../../../shared/field-table/field-control';
import { keysOf } from '../../../shared/field-table/field-kinds';
import { FormActions } from '../../../shared/form/form-actions';
import { FormSection } from '../../../shared/form/form-section';
import { useEntityForm, type EntityFormProps } from '../../../shared/form/use-entity-form';
import { FORM_FIELD_ORDER, validateSeoForm, type SeoFormValues } from '../lib/seo-form-values';
import {
  SEO_FORM_TABS,
  SEO_PAGE_FIELD_KEYS,
  SEO_PAGE_FIELDS,
  type SeoFormTab,
  type SeoPageFieldKey,
} from '../lib/seo-page-fields';
import { SeoPreviews } from './seo-previews';

/** The add/edit form: three tabs of fields beside a live preview. */
export function SeoPageForm(props: EntityFormProps<SeoFormValues>) {
  const [tab, setTab] = useState<SeoFormTab>('basic');
  const { values, errors, fieldId, set, submit, actions } = useEntityForm({
    ...props,
    fields: FORM_FIELD_ORDER,
    validate: validateSeoForm,
    // A page path may have one set of SEO settings only.
    conflictField: 'pagePath',
    // The first refused field may be on another tab: that tab is opened for it to take the focus.
    onInvalid: (key) => setTab(SEO_PAGE_FIELDS[key].tab),
  });
  const setValue = useCallback(
    (key: SeoPageFieldKey, value: unknown) => set(key, value as SeoFormValues[SeoPageFieldKey]),
    [set],
  );

  return (
    <FormSection heading={props.heading} level="h2">
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
            onChange={(_event, value: SeoFormTab) => setTab(value)}
            aria-label="SEO form sections"
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {keysOf(SEO_FORM_TABS).map((value) => (
              <Tab
                key={value}
                value={value}
                label={SEO_FORM_TABS[value]}
                id={`seo-form-tab-${value}`}
                aria-controls="seo-form-panel"
              />
            ))}
          </Tabs>
          {/* One field a row, not a FieldGrid's two: the form sits beside the previews. */}
          <Stack
            spacing={2}
            role="tabpanel"
            id="seo-form-panel"
            aria-labelledby={`seo-form-tab-${tab}`}
            sx={{ py: 2 }}
          >
            {SEO_PAGE_FIELD_KEYS.filter((key) => SEO_PAGE_FIELDS[key].tab === tab).map((key) => (
              <FieldControl
                key={key}
                fieldKey={key}
                field={SEO_PAGE_FIELDS[key]}
                id={fieldId(key)}
                value={values[key]}
                message={errors[key]}
                onValue={setValue}
              />
            ))}
          </Stack>
          <FormActions {...actions} />
        </Box>
        <SeoPreviews values={values} />
      </Box>
    </FormSection>
  );
}
