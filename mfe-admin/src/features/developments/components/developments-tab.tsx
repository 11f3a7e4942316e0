import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { Development, DevelopmentInput } from '@reedmere/contracts';
import { useMayDo } from '../../../shared/auth/staff-rights';
import { notify } from '@reedmere/web-kit';
import type { Redirect } from '../../../shared/auth/redirect';
import { titledCollection } from '../../../shared/collection/titled-collection';
import { useCollectionTab } from '../../../shared/collection/use-collection-tab';
import { reportUploadFailure } from '../../../shared/images/report-upload-failure';
import { ListState, managedListTexts } from '../../../shared/list-state';
import { TabSection } from '../../../shared/tab-section';
import { ADMIN_DEVELOPMENTS_URL, developmentsApi } from '../api/developments-api';
import { uploadGalleryImages } from '../api/upload-gallery-images';
import {
  developmentFormFromDevelopment,
  developmentInputFromForm,
  emptyDevelopmentForm,
  type DevelopmentFormValues,
} from '../lib/development-form-values';
import { DevelopmentForm, type GalleryUpload } from './development-form';
import { DevelopmentList } from './development-list';

/**
 * Admin developments: every project (the admin's list, not the public one a page at a time) with
 * Edit and Delete, and the add/edit form with three galleries.
 */
export function DevelopmentsTab({ redirect }: { redirect: Redirect }) {
  const [upload, setUpload] = useState<GalleryUpload | null>(null);
  const mayChange = useMayDo({ change: ['developments'] });
  const tab = useCollectionTab<Development, DevelopmentFormValues, DevelopmentInput>({
    url: ADMIN_DEVELOPMENTS_URL,
    redirect,
    formValues: developmentFormFromDevelopment,
    prepare: async (values, { keep, sendToLogin }) => {
      let uploaded;
      try {
        uploaded = await uploadGalleryImages(values, (gallery, progress) =>
          setUpload({ gallery, progress }),
        );
      } catch (failure) {
        // Nothing is saved; the form keeps what was typed and the held images.
        reportUploadFailure(failure, sendToLogin);
        return null;
      } finally {
        setUpload(null);
      }
      if (uploaded.uploaded > 0) {
        notify.success({ title: 'Development images uploaded successfully' });
        keep(uploaded.galleries);
      }
      return developmentInputFromForm(values, uploaded.urls);
    },
    api: developmentsApi,
    ...titledCollection<Development>('development'),
  });
  const { form, edited, list } = tab;

  const body = (
    <ListState read={list} {...managedListTexts('developments')}>
      {(developments) => (
        <Stack spacing={3}>
          {form ? (
            <DevelopmentForm
              key={form.key}
              {...form.props}
              heading={edited ? `Edit ${edited.title}` : 'Add development'}
              submitLabel={edited ? 'Save changes' : 'Create development'}
              upload={upload}
            />
          ) : mayChange ? (
            <div>
              <Button variant="contained" onClick={() => tab.startCreate(emptyDevelopmentForm())}>
                Add development
              </Button>
            </div>
          ) : null}
          {developments.length === 0 ? (
            <Typography>No developments yet</Typography>
          ) : (
            <DevelopmentList
              developments={developments}
              {...tab.itemActions}
              readOnly={!mayChange}
            />
          )}
        </Stack>
      )}
    </ListState>
  );

  return (
    <TabSection
      headingId="developments-tab-heading"
      headingRef={tab.headingRef}
      heading={`Developments${list.data ? ` (${list.data.length})` : ''}`}
    >
      {body}
      {tab.dialogs}
    </TabSection>
  );
}
