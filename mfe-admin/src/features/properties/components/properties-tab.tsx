import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Property } from '@reedmere/contracts';
import type { Redirect } from '../../../shared/auth/redirect';
import { useLoginRedirect } from '../../../shared/auth/use-login-redirect';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { galleryFromUrls, type GalleryItem } from '../../../shared/images/gallery-item';
import { useAdminList } from '../../../shared/api/use-admin-list';
import { ListState } from '../../../shared/list-state';
import { useDiscardGuard } from '../../../shared/unsaved/use-discard-guard';
import { useReturnFocus } from '../../../shared/use-return-focus';
import { ADMIN_PROPERTIES_URL } from '../api/properties-api';
import { usePropertyActions } from '../hooks/use-property-actions';
import { useSaveProperty } from '../hooks/use-save-property';
import {
  emptyPropertyForm,
  propertyFormFromProperty,
  type PropertyFormValues,
} from '../property-form-values';
import { NO_FILTER, type PropertyFilter } from '../property-filter';
import { FilteredPropertyList } from './filtered-property-list';
import { PropertyForm } from './property-form';
import { SectionHeading } from '../../../shared/section-heading';

type Editing = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; property: Property };

/** The properties tab: every property (hidden too), its actions, and the form. */
export function PropertiesTab({ redirect }: { redirect: Redirect }) {
  const list = useAdminList<Property>(ADMIN_PROPERTIES_URL);
  const { mutate } = list;
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [reloading, setReloading] = useState(false);
  const [filter, setFilter] = useState<PropertyFilter>(NO_FILTER);
  const { headingRef, returnTo } = useReturnFocus('property');
  const [toDelete, setToDelete] = useState<Property | null>(null);
  const sendToLogin = useLoginRedirect(redirect);
  const actions = usePropertyActions(() => mutate(), sendToLogin);
  const { saving, progress, save } = useSaveProperty(sendToLogin);
  const heading = editing.kind === 'edit' ? `Edit ${editing.property.title}` : 'Add property';
  const guard = useDiscardGuard(
    editing.kind === 'edit' ? { id: editing.property.id, name: editing.property.title } : null,
    'the new property',
  );

  const submit = async (
    values: PropertyFormValues,
    images: GalleryItem[],
    keepImages: (items: GalleryItem[]) => void,
  ) => {
    if (editing.kind === 'closed') return;
    const saved = await save(
      editing.kind === 'edit' ? editing.property : null,
      values,
      images,
      keepImages,
    );
    if (!saved) return;
    // The list is read again before the form closes, so a new property is there to return to.
    setReloading(true);
    try {
      await mutate();
    } finally {
      setReloading(false);
    }
    setEditing({ kind: 'closed' });
    returnTo(saved.id);
  };

  const cancel = () => {
    setEditing({ kind: 'closed' });
    returnTo(editing.kind === 'edit' ? editing.property.id : null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const property = toDelete;
    const deleted = await actions.remove(property);
    setToDelete(null);
    if (deleted && editing.kind === 'edit' && editing.property.id === property.id) {
      setEditing({ kind: 'closed' });
    }
    if (deleted) returnTo(null);
  };

  const addButton = (
    <Button
      variant="contained"
      onClick={() => setEditing({ kind: 'create' })}
      disabled={editing.kind !== 'closed'}
    >
      Add property
    </Button>
  );

  const body = (
    <ListState
      read={list}
      accessText="Please log in again to manage properties."
      errorText="Failed to load properties."
      loadingText="Loading properties..."
    >
      {(properties) =>
        properties.length === 0 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>No properties yet</Typography>
            {addButton}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Box>{addButton}</Box>
            <FilteredPropertyList
              properties={properties}
              filter={filter}
              onFilterChange={setFilter}
              busyId={actions.busyId}
              onEdit={(property) =>
                guard.replace(property.id, property.title, () =>
                  setEditing({ kind: 'edit', property }),
                )
              }
              onDelete={setToDelete}
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
      <SectionHeading id="properties-heading" headingRef={headingRef} gutterBottom>
        Properties
      </SectionHeading>
      <Stack spacing={3}>
        {editing.kind === 'closed' ? null : (
          <PropertyForm
            key={editing.kind === 'edit' ? editing.property.id : 'new'}
            heading={heading}
            initialValues={
              editing.kind === 'edit'
                ? propertyFormFromProperty(editing.property)
                : emptyPropertyForm()
            }
            initialImages={editing.kind === 'edit' ? galleryFromUrls(editing.property.images) : []}
            submitLabel={editing.kind === 'edit' ? 'Update property' : 'Create property'}
            busy={saving || reloading}
            uploadProgress={progress}
            onSubmit={(values, images, keepImages) => void submit(values, images, keepImages)}
            // The gallery frees the held files' object URLs as it unmounts.
            onCancel={cancel}
            onDirtyChange={guard.onDirtyChange}
            sendToLogin={sendToLogin}
          />
        )}
        {body}
      </Stack>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete property"
        text="Are you sure you want to delete this property?"
        confirmLabel="Delete"
        busy={actions.busyId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      {guard.dialog}
    </Box>
  );
}
