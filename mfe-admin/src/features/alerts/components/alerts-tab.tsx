import { useState } from 'react';
import { Typography } from '@mui/material';
import type { AlertSubscriptionSummary } from '@reedmere/contracts';
import { notify } from '@reedmere/web-kit';
import { useAdminList } from '../../../shared/api/use-admin-list';
import type { Redirect } from '../../../shared/auth/redirect';
import { useLoginRedirect } from '../../../shared/auth/use-login-redirect';
import { entityToasts } from '../../../shared/collection/entity-toasts';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { ListState, managedListTexts } from '../../../shared/list-state';
import { TabSection } from '../../../shared/tab-section';
import { useReturnFocus } from '../../../shared/use-return-focus';
import { ALERTS_URL, deleteAlert } from '../api/alerts-api';
import { AlertList } from './alert-list';
import { useMayDo } from '../../../shared/auth/staff-rights';

const { messages, reportFailure } = entityToasts('property alert');

/**
 * The property alert subscriptions, with Delete after a confirmation. There is no form (visitors
 * sign up on the site), so this is a list with the collection tabs' delete rather than a
 * useCollectionTab: the same dialog, toasts, busy row and focus back on the heading.
 */
export function AlertsTab({ redirect }: { redirect: Redirect }) {
  const mayChange = useMayDo({ contacts: 'change' });
  const list = useAdminList<AlertSubscriptionSummary>(ALERTS_URL);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The alert stays set while the dialog fades out, so its text does not change first.
  const [deleting, setDeleting] = useState<{
    alert: AlertSubscriptionSummary;
    open: boolean;
  } | null>(null);
  const sendToLogin = useLoginRedirect(redirect);
  const { headingRef, returnTo } = useReturnFocus('alert');

  const confirmDelete = async () => {
    if (!deleting?.open) return;
    const { alert } = deleting;
    setBusyId(alert.id);
    let deleted = false;
    try {
      await deleteAlert(alert.id);
      notify.success({ title: messages.deleted });
      await list.mutate();
      deleted = true;
    } catch (error) {
      reportFailure(error, 'delete', sendToLogin);
    } finally {
      setBusyId(null);
    }
    // Closed whatever happened, once the answer is in: the dialog shows the delete as busy.
    setDeleting({ alert, open: false });
    // The row and its Delete button are gone: the focus goes to the heading.
    if (deleted) returnTo(null);
  };

  const { data } = list;
  return (
    <TabSection
      headingId="alerts-tab-heading"
      headingRef={headingRef}
      heading={`Property alerts${data ? ` (${data.length})` : ''}`}
      intro="Visitors who asked to be e-mailed about new and reduced listings. Deleting a subscription stops its e-mails."
    >
      <ListState read={list} {...managedListTexts('property alerts')}>
        {(alerts) =>
          alerts.length === 0 ? (
            <Typography>No one has signed up for property alerts yet.</Typography>
          ) : (
            <AlertList
              alerts={alerts}
              busyId={busyId}
              onDelete={(alert) => setDeleting({ alert, open: true })}
              readOnly={!mayChange}
            />
          )
        }
      </ListState>
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={deleting ? `Delete the alert for ${deleting.alert.email}` : ''}
        text={
          deleting
            ? `Are you sure you want to delete this property alert? No more e-mails will be sent for "${deleting.alert.description}".`
            : ''
        }
        confirmLabel="Delete"
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting((current) => current && { ...current, open: false })}
      />
    </TabSection>
  );
}
