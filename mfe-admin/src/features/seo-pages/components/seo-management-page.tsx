import { useState } from 'react';
import { Button, Container, Stack, Typography } from '@mui/material';
import type { SeoPage } from '@reedmere/contracts';
import { Link as RouterLink } from '@reedmere/router';
import { ArrowBackIcon, isApiError, isSignedOut, notify } from '@reedmere/web-kit';
import type { Redirect } from '../../../shared/auth/redirect';
import { QUICK_LOGIN_DELAY_MS, useLoginRedirect } from '../../../shared/auth/use-login-redirect';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { createSeoPage, deleteSeoPage, SEO_PAGES_URL, updateSeoPage } from '../api/seo-pages-api';
import {
  emptySeoForm,
  seoFormFromPage,
  seoInputFromForm,
  seoInputFromPage,
  type SeoFormValues,
} from '../seo-form-values';
import { QuickAdd } from './quick-add';
import { SeoPageForm } from './seo-page-form';
import { SeoPageList } from './seo-page-list';
import { useAdminList } from '../../../shared/api/use-admin-list';
import { ListState } from '../../../shared/list-state';
import { useReturnFocus } from '../../../shared/use-return-focus';
import { useDiscardGuard } from '../../../shared/unsaved/use-discard-guard';
import { SectionHeading } from '../../../shared/section-heading';

type Editing =
  | { kind: 'closed' }
  | { kind: 'create'; values: SeoFormValues }
  | { kind: 'edit'; page: SeoPage; values: SeoFormValues };

/** SEO management: the per-page titles, descriptions and sharing cards. */
export function SeoManagementPage({ redirect }: { redirect: Redirect }) {
  const list = useAdminList<SeoPage>(SEO_PAGES_URL);
  const { mutate } = list;
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const { headingRef, returnTo } = useReturnFocus('seo-page');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<SeoPage | null>(null);
  const sendToLogin = useLoginRedirect(redirect);
  const heading = editing.kind === 'edit' ? `Edit ${editing.page.pagePath}` : 'Add SEO page';
  const guard = useDiscardGuard(
    editing.kind === 'edit' ? { id: editing.page.id, name: editing.page.pagePath } : null,
    'the new SEO page',
  );

  /** True when the session has gone: the admin is told and sent to log in. */
  const handledUnauthorized = (failure: unknown) => {
    if (!isSignedOut(failure)) return false;
    notify.error({ title: 'Please log in to manage SEO pages.' });
    sendToLogin(QUICK_LOGIN_DELAY_MS);
    return true;
  };

  const save = async (values: SeoFormValues) => {
    if (editing.kind === 'closed') return;
    setSaving(true);
    const input = seoInputFromForm(values);
    try {
      let savedId: string | null;
      if (editing.kind === 'create') {
        savedId = (await createSeoPage(input))?.id ?? null;
        notify.success({ title: 'SEO page created successfully.' });
      } else {
        await updateSeoPage(editing.page.id, input);
        savedId = editing.page.id;
        notify.success({ title: 'SEO page updated successfully.' });
      }
      // The list is read again before the form closes, so a new page is there to return to.
      await mutate();
      setEditing({ kind: 'closed' });
      returnTo(savedId);
    } catch (failure) {
      if (!handledUnauthorized(failure)) {
        notify.error({
          title:
            editing.kind === 'create'
              ? ((isApiError(failure) ? failure.serverMessage : undefined) ??
                'Failed to create SEO page.')
              : 'Failed to update SEO page.',
        });
      }
    } finally {
      setSaving(false);
    }
  };

  const toggleActive = async (page: SeoPage) => {
    setBusyId(page.id);
    try {
      await updateSeoPage(page.id, { ...seoInputFromPage(page), isActive: !page.isActive });
      notify.success({ title: 'SEO page updated successfully.' });
      await mutate();
    } catch (failure) {
      if (!handledUnauthorized(failure)) notify.error({ title: 'Failed to update SEO page.' });
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id } = toDelete;
    setBusyId(id);
    try {
      await deleteSeoPage(id);
      notify.success({ title: 'SEO page deleted successfully.' });
      setToDelete(null);
      if (editing.kind === 'edit' && editing.page.id === id) setEditing({ kind: 'closed' });
      await mutate();
      returnTo(null);
    } catch (failure) {
      setToDelete(null);
      if (!handledUnauthorized(failure)) notify.error({ title: 'Failed to delete SEO page.' });
    } finally {
      setBusyId(null);
    }
  };

  const startCreate = (pagePath = '') =>
    setEditing({ kind: 'create', values: emptySeoForm(pagePath) });

  const body = (
    <ListState
      read={list}
      accessText="Please log in again to manage SEO pages."
      errorText="Failed to load SEO pages."
      loadingText="Loading SEO pages..."
    >
      {(pages) => (
        <Stack spacing={3}>
          {editing.kind === 'closed' ? (
            <>
              <div>
                <Button variant="contained" onClick={() => startCreate()}>
                  Add SEO page
                </Button>
              </div>
              <QuickAdd pages={pages} onAdd={startCreate} />
            </>
          ) : (
            <SeoPageForm
              key={editing.kind === 'edit' ? editing.page.id : 'new'}
              heading={heading}
              values={editing.values}
              onChange={(values) => setEditing({ ...editing, values })}
              onSubmit={(values) => void save(values)}
              onCancel={() => {
                setEditing({ kind: 'closed' });
                returnTo(editing.kind === 'edit' ? editing.page.id : null);
              }}
              onDirtyChange={guard.onDirtyChange}
              submitLabel={editing.kind === 'edit' ? 'Update' : 'Create'}
              busy={saving}
            />
          )}
          <section aria-labelledby="configured-pages-heading">
            <SectionHeading id="configured-pages-heading" headingRef={headingRef} gutterBottom>
              Configured pages
            </SectionHeading>
            <SeoPageList
              pages={pages}
              busyId={busyId}
              onEdit={(page) =>
                guard.replace(page.id, page.pagePath, () =>
                  setEditing({ kind: 'edit', page, values: seoFormFromPage(page) }),
                )
              }
              onDelete={setToDelete}
              onToggleActive={(page) => void toggleActive(page)}
            />
          </section>
        </Stack>
      )}
    </ListState>
  );

  return (
    <Container component="section" sx={{ py: { xs: 3, md: 6 } }}>
      {/* Opened in a tab of its own, so the way back to the panel is not the browser's Back. */}
      <Button component={RouterLink} to="/admin" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to the admin panel
      </Button>
      <Typography variant="h3" component="h1" gutterBottom>
        SEO Management
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Search titles, descriptions and social sharing cards for each page of the site.
      </Typography>
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete SEO page"
        text={`Are you sure you want to delete the SEO settings for ${toDelete?.pagePath ?? 'this page'}?`}
        confirmLabel="Delete"
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      {guard.dialog}
    </Container>
  );
}
