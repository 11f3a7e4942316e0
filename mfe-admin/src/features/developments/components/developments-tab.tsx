import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { Development } from '@reedmere/contracts';
import { notify } from '@reedmere/web-kit';
import { reportActionFailure } from '../../../shared/api/report-action-failure';
import type { Redirect } from '../../../shared/auth/redirect';
import { useLoginRedirect } from '../../../shared/auth/use-login-redirect';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { reportUploadFailure } from '../../../shared/images/report-upload-failure';
import { useAdminList } from '../../../shared/api/use-admin-list';
import { ListState } from '../../../shared/list-state';
import { useDiscardGuard } from '../../../shared/unsaved/use-discard-guard';
import { useReturnFocus } from '../../../shared/use-return-focus';
import {
  createDevelopment,
  deleteDevelopment,
  DEVELOPMENTS_URL,
  updateDevelopment,
} from '../api/developments-api';
import { uploadGalleryImages } from '../api/upload-gallery-images';
import {
  developmentFormFromDevelopment,
  developmentInputFromForm,
  emptyDevelopmentForm,
  type DevelopmentFormValues,
} from '../development-form-values';
import { DevelopmentForm, type GalleryUpload } from './development-form';
import { DevelopmentList } from './development-list';
import { SectionHeading } from '../../../shared/section-heading';

type Editing =
  | { kind: 'closed' }
  | { kind: 'create'; values: DevelopmentFormValues }
  | { kind: 'edit'; development: Development; values: DevelopmentFormValues };

/** Admin developments: the list with Edit and Delete, and the add/edit form with three galleries. */
export function DevelopmentsTab({ redirect }: { redirect: Redirect }) {
  const list = useAdminList<Development>(DEVELOPMENTS_URL);
  const { data, mutate } = list;
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [saving, setSaving] = useState(false);
  const [upload, setUpload] = useState<GalleryUpload | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Development | null>(null);
  const sendToLogin = useLoginRedirect(redirect);
  const heading = editing.kind === 'edit' ? `Edit ${editing.development.title}` : 'Add development';
  const guard = useDiscardGuard(
    editing.kind === 'edit'
      ? { id: editing.development.id, name: editing.development.title }
      : null,
    'the new development',
  );

  const { headingRef, returnTo } = useReturnFocus('development');

  const save = async (values: DevelopmentFormValues) => {
    if (editing.kind === 'closed') return;
    const action = editing.kind === 'create' ? 'create' : 'update';
    setSaving(true);
    try {
      let uploaded;
      try {
        uploaded = await uploadGalleryImages(values, (gallery, progress) =>
          setUpload({ gallery, progress }),
        );
      } catch (failure) {
        // Nothing is saved; the form keeps what was typed and the held images.
        reportUploadFailure(failure, sendToLogin);
        return;
      } finally {
        setUpload(null);
      }
      if (uploaded.uploaded > 0) {
        notify.success({ title: 'Development images uploaded successfully' });
        // Keep the stored URLs in the form, so a failed save is not followed by a second upload.
        const { galleries } = uploaded;
        setEditing((current) =>
          current.kind === 'closed'
            ? current
            : { ...current, values: { ...current.values, ...galleries } },
        );
      }
      const input = developmentInputFromForm(values, uploaded.urls);
      let savedId: string | null;
      try {
        if (editing.kind === 'create') {
          savedId = (await createDevelopment(input))?.id ?? null;
          notify.success({ title: 'Development created successfully' });
        } else {
          await updateDevelopment(editing.development.id, input);
          savedId = editing.development.id;
          notify.success({ title: 'Development updated successfully' });
        }
      } catch (failure) {
        reportActionFailure(failure, 'development', action, sendToLogin);
        return;
      }
      // The list is read again before the form closes, so a new development is there to return to.
      await mutate();
      setEditing({ kind: 'closed' });
      returnTo(savedId);
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id } = toDelete;
    setBusyId(id);
    try {
      await deleteDevelopment(id);
      notify.success({ title: 'Development deleted successfully' });
      setToDelete(null);
      if (editing.kind === 'edit' && editing.development.id === id) {
        setEditing({ kind: 'closed' });
      }
      await mutate();
      returnTo(null);
    } catch (failure) {
      setToDelete(null);
      reportActionFailure(failure, 'development', 'delete', sendToLogin);
    } finally {
      setBusyId(null);
    }
  };

  const startCreate = () => setEditing({ kind: 'create', values: emptyDevelopmentForm() });
  const startEdit = (development: Development) =>
    guard.replace(development.id, development.title, () =>
      setEditing({
        kind: 'edit',
        development,
        values: developmentFormFromDevelopment(development),
      }),
    );

  const body = (
    <ListState
      read={list}
      accessText="Please log in again to manage developments."
      errorText="Failed to load developments."
      loadingText="Loading developments..."
    >
      {(developments) => (
        <Stack spacing={3}>
          {editing.kind === 'closed' ? (
            <div>
              <Button variant="contained" onClick={startCreate}>
                Add development
              </Button>
            </div>
          ) : (
            <DevelopmentForm
              key={editing.kind === 'edit' ? editing.development.id : 'new'}
              heading={heading}
              values={editing.values}
              onChange={(patch) =>
                setEditing((current) =>
                  current.kind === 'closed'
                    ? current
                    : { ...current, values: { ...current.values, ...patch } },
                )
              }
              onSubmit={(values) => void save(values)}
              onCancel={() => {
                setEditing({ kind: 'closed' });
                returnTo(editing.kind === 'edit' ? editing.development.id : null);
              }}
              onDirtyChange={guard.onDirtyChange}
              submitLabel={editing.kind === 'edit' ? 'Save changes' : 'Create development'}
              busy={saving}
              upload={upload}
            />
          )}
          {developments.length === 0 ? (
            <Typography>No developments yet</Typography>
          ) : (
            <DevelopmentList
              developments={developments}
              busyId={busyId}
              onEdit={startEdit}
              onDelete={setToDelete}
            />
          )}
        </Stack>
      )}
    </ListState>
  );

  return (
    <Stack component="section" spacing={2} aria-labelledby="developments-tab-heading">
      <SectionHeading id="developments-tab-heading" headingRef={headingRef}>
        {`Developments${data ? ` (${data.length})` : ''}`}
      </SectionHeading>
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.title ?? 'development'}`}
        text="Are you sure you want to delete this development?"
        confirmLabel="Delete"
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      {guard.dialog}
    </Stack>
  );
}
