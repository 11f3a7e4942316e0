import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { LISTING_DIVISIONS, type Property, type PropertyInput } from '@reedmere/contracts';
import { useMayDo, useStaffRights } from '../../../shared/auth/staff-rights';
import type { Redirect } from '../../../shared/auth/redirect';
import { titledCollection } from '../../../shared/collection/titled-collection';
import { useCollectionTab } from '../../../shared/collection/use-collection-tab';
import { useHeldImageUpload } from '../../../shared/images/use-held-image-upload';
import { ListState, managedListTexts } from '../../../shared/list-state';
import { SectionHeading } from '../../../shared/section-heading';
import { ADMIN_PROPERTIES_URL, propertiesApi } from '../api/properties-api';
import { listingKindsFor, startingKind } from '../lib/listing-kinds';
import { NO_FILTER, type PropertyFilter } from '../lib/property-filter';
import {
  emptyPropertyForm,
  propertyFormFromProperty,
  propertyInputFromForm,
  type PropertyFormValues,
} from '../lib/property-form-values';
import { propertyRowActions } from '../api/property-row-actions';
import { FilteredPropertyList } from './filtered-property-list';
import { PropertyForm } from './property-form';

/**
 * The properties tab: every property (hidden too) the person may see, its actions for those who
 * may change listings (an editor's list holds only their divisions'), and the form.
 */
export function PropertiesTab({ redirect }: { redirect: Redirect }) {
  const mayChange = useMayDo({ changeAny: LISTING_DIVISIONS });
  const rights = useStaffRights();
  const [filter, setFilter] = useState<PropertyFilter>(NO_FILTER);
  const images = useHeldImageUpload('/api/upload/property-images');
  const tab = useCollectionTab<Property, PropertyFormValues, PropertyInput>({
    url: ADMIN_PROPERTIES_URL,
    redirect,
    formValues: propertyFormFromProperty,
    prepare: async (values, { keep, sendToLogin }) => {
      const urls = await images.upload(
        values.images,
        (items) => keep({ images: items }),
        sendToLogin,
      );
      return urls === null ? null : propertyInputFromForm(values, urls);
    },
    api: propertiesApi,
    ...titledCollection<Property>('property'),
  });
  const { form, edited } = tab;
  const actions = propertyRowActions(tab.runOnItem, tab.sendToLogin);

  const addButton = (
    <Button
      variant="contained"
      onClick={() => tab.startCreate(startingKind(listingKindsFor(rights), emptyPropertyForm()))}
      disabled={form !== null}
    >
      Add property
    </Button>
  );

  const body = (
    <ListState read={tab.list} {...managedListTexts('properties')}>
      {(properties) =>
        properties.length === 0 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>No properties yet</Typography>
            {mayChange ? addButton : null}
          </Stack>
        ) : (
          <Stack spacing={2}>
            {mayChange ? <Box>{addButton}</Box> : null}
            <FilteredPropertyList
              properties={properties}
              filter={filter}
              onFilterChange={setFilter}
              {...tab.itemActions}
              readOnly={!mayChange}
              onCopy={(property) => void actions.copy(property)}
              onToggleHidden={(property) => void actions.toggleHidden(property)}
              onToggleUnderOffer={(property) => void actions.toggleUnderOffer(property)}
            />
          </Stack>
        )
      }
    </ListState>
  );

  return (
    <Box component="section" aria-labelledby="properties-heading">
      <SectionHeading id="properties-heading" headingRef={tab.headingRef} gutterBottom>
        Properties
      </SectionHeading>
      <Stack spacing={3}>
        {form ? (
          // The gallery frees the held files' object URLs as the form unmounts.
          <PropertyForm
            key={form.key}
            {...form.props}
            heading={edited ? `Edit ${edited.title}` : 'Add property'}
            submitLabel={edited ? 'Update property' : 'Create property'}
            uploadProgress={images.progress}
            sendToLogin={tab.sendToLogin}
            historyOf={edited?.id}
          />
        ) : null}
        {body}
      </Stack>
      {tab.dialogs}
    </Box>
  );
}
