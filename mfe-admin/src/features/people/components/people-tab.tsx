import { useState } from 'react';
import useSWR from 'swr';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  describeRights,
  INVITATION_HOURS,
  type InvitationInput,
  type PeopleList as PeopleAnswer,
  type StaffInvitation,
  type StaffMember,
  type StaffSettings,
} from '@reedmere/contracts';
import { isNotFound, isSignedOut, notify } from '@reedmere/web-kit';
import type { Redirect } from '../../../shared/auth/redirect';
import { useLoginRedirect } from '../../../shared/auth/use-login-redirect';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { ListState } from '../../../shared/list-state';
import { TabSection } from '../../../shared/tab-section';
import { useReturnFocus } from '../../../shared/use-return-focus';
import {
  PEOPLE_SETTINGS_URL,
  PEOPLE_URL,
  removePerson,
  sendInvitation,
  withdrawInvitation,
} from '../api/people-api';
import { reportPeopleFailure } from '../lib/people-failure';
import { ChangeRoleDialog } from './change-role-dialog';
import { InvitationList } from './invitation-list';
import { InviteDialog } from './invite-dialog';
import { PEOPLE_SCOPE, PeopleList } from './people-list';
import { SignInSettings } from './sign-in-settings';

export interface PeopleTabProps {
  redirect: Redirect;
  /** The signed-in owner, marked "You" and offered no actions on themselves. */
  signedInId: string;
}

/** A dialog's subject, kept while the dialog fades out so its text does not change first. */
interface Asking<Subject> {
  subject: Subject;
  open: boolean;
  /** Which opening this is: a form opened again starts afresh. */
  opening?: number;
}

const closed = <Subject,>(asking: Asking<Subject> | null) => asking && { ...asking, open: false };

const usableFor = `It can be used for ${INVITATION_HOURS} hours.`;

/**
 * The owner's staff: whether everyone must sign in with a second factor, the people with an
 * account (Change role, Remove) and the invitations not yet used (Send again, Withdraw), with
 * Invite someone. Every change to the staff reads the list again.
 */
export function PeopleTab({ redirect, signedInId }: PeopleTabProps) {
  // No deduplication, as useAdminList: opening the tab or Retry always asks the server.
  const list = useSWR<PeopleAnswer>(PEOPLE_URL, { dedupingInterval: 0 });
  // Read beside the list, shown with it: a refusal of both shows once, as the list's.
  const settings = useSWR<StaffSettings>(PEOPLE_SETTINGS_URL, { dedupingInterval: 0 });
  const sendToLogin = useLoginRedirect(redirect);
  const { headingRef, returnTo } = useReturnFocus(PEOPLE_SCOPE);
  // A fresh, empty form each time Invite someone is pressed.
  const [inviting, setInviting] = useState({ open: false, key: 0 });
  const [changing, setChanging] = useState<Asking<StaffMember> | null>(null);
  const [removing, setRemoving] = useState<Asking<StaffMember> | null>(null);
  const [withdrawing, setWithdrawing] = useState<Asking<StaffInvitation> | null>(null);
  const [busyPersonId, setBusyPersonId] = useState<string | null>(null);
  const [sendingEmail, setSendingEmail] = useState<string | null>(null);
  const [withdrawingEmail, setWithdrawingEmail] = useState<string | null>(null);

  const reload = async () => {
    await list.mutate();
  };

  const invited = (input: InvitationInput) => {
    setInviting((current) => ({ ...current, open: false }));
    notify.success({ title: `Invitation sent to ${input.email}`, description: usableFor });
    void reload();
  };

  const changed = (person: StaffMember) => {
    setChanging(closed);
    notify.success({ title: `${person.name} is now ${describeRights(person)}` });
    void reload();
  };

  const sendAgain = async (invitation: StaffInvitation) => {
    const { email, name, role, divisions } = invitation;
    setSendingEmail(email);
    try {
      await sendInvitation({ email, name, role, divisions });
      notify.success({ title: `Invitation sent again to ${email}`, description: usableFor });
      await reload();
    } catch (error) {
      reportPeopleFailure(error, `Failed to send the invitation to ${email} again`, sendToLogin);
      // A link that could not be sent replaced the earlier one, which no longer works either.
      if (!isSignedOut(error)) await reload();
    } finally {
      setSendingEmail(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing?.open) return;
    const person = removing.subject;
    setBusyPersonId(person.id);
    let removed = false;
    try {
      await removePerson(person.id);
      notify.success({
        title: `${person.name} removed`,
        description: 'They have been signed out everywhere.',
      });
      removed = true;
      await reload();
    } catch (error) {
      reportPeopleFailure(error, `Failed to remove ${person.name}`, sendToLogin);
      // Removed by someone else meanwhile: the list shows it.
      if (isNotFound(error)) await reload();
    } finally {
      setBusyPersonId(null);
    }
    // Closed whatever happened, once the answer is in: the dialog shows the removal as busy.
    setRemoving(closed);
    // The card and its buttons are gone: the focus goes to the heading.
    if (removed) returnTo(null);
  };

  const confirmWithdraw = async () => {
    if (!withdrawing?.open) return;
    const invitation = withdrawing.subject;
    setWithdrawingEmail(invitation.email);
    let withdrawn = false;
    try {
      await withdrawInvitation(invitation.id);
      notify.success({ title: `Invitation to ${invitation.email} withdrawn` });
      withdrawn = true;
      await reload();
    } catch (error) {
      reportPeopleFailure(
        error,
        `Failed to withdraw the invitation to ${invitation.email}`,
        sendToLogin,
      );
      if (isNotFound(error)) await reload();
    } finally {
      setWithdrawingEmail(null);
    }
    setWithdrawing(closed);
    if (withdrawn) returnTo(null);
  };

  return (
    <TabSection
      headingId="people-tab-heading"
      headingRef={headingRef}
      heading="People"
      intro={`Who can sign in to the admin panel, and what each person may do. An invitation's link can be used for ${INVITATION_HOURS} hours.`}
    >
      <Box>
        <Button
          variant="contained"
          onClick={() => setInviting(({ key }) => ({ open: true, key: key + 1 }))}
        >
          Invite someone
        </Button>
      </Box>
      <ListState
        read={list}
        accessText="Please log in again to manage people."
        errorText="Failed to load people."
        loadingText="Loading people..."
      >
        {({ people, invitations }) => (
          <>
            <SignInSettings
              read={settings}
              people={people}
              signedInId={signedInId}
              sendToLogin={sendToLogin}
            />
            <Stack component="section" spacing={2} aria-labelledby="people-staff-heading">
              <Typography id="people-staff-heading" variant="h6" component="h3">
                {`Staff (${people.length})`}
              </Typography>
              {people.length === 0 ? (
                <Typography>No one has an account yet.</Typography>
              ) : (
                <PeopleList
                  people={people}
                  signedInId={signedInId}
                  busyId={busyPersonId}
                  onChangeRole={(person) =>
                    setChanging((current) => ({
                      subject: person,
                      open: true,
                      opening: (current?.opening ?? 0) + 1,
                    }))
                  }
                  onRemove={(person) => setRemoving({ subject: person, open: true })}
                />
              )}
            </Stack>
            <Stack component="section" spacing={2} aria-labelledby="people-invitations-heading">
              <Typography id="people-invitations-heading" variant="h6" component="h3">
                {`Invitations waiting (${invitations.length})`}
              </Typography>
              {invitations.length === 0 ? (
                <Typography>No invitations waiting</Typography>
              ) : (
                <InvitationList
                  invitations={invitations}
                  sendingEmail={sendingEmail}
                  withdrawingEmail={withdrawingEmail}
                  onSendAgain={(invitation) => void sendAgain(invitation)}
                  onWithdraw={(invitation) => setWithdrawing({ subject: invitation, open: true })}
                />
              )}
            </Stack>
          </>
        )}
      </ListState>
      <InviteDialog
        key={inviting.key}
        open={inviting.open}
        onClose={() => setInviting((current) => ({ ...current, open: false }))}
        onSent={invited}
        sendToLogin={sendToLogin}
      />
      {changing ? (
        <ChangeRoleDialog
          key={changing.opening}
          person={changing.subject}
          open={changing.open}
          onClose={() => setChanging(closed)}
          onChanged={changed}
          sendToLogin={sendToLogin}
        />
      ) : null}
      <ConfirmDialog
        open={removing?.open ?? false}
        title={removing ? `Remove ${removing.subject.name}?` : ''}
        text={
          removing
            ? `${removing.subject.name} (${removing.subject.email}) will lose access to the admin panel and be signed out everywhere at once.`
            : ''
        }
        confirmLabel="Remove"
        busy={busyPersonId !== null}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(closed)}
      />
      <ConfirmDialog
        open={withdrawing?.open ?? false}
        title={withdrawing ? `Withdraw the invitation to ${withdrawing.subject.name}?` : ''}
        text={
          withdrawing
            ? `The link sent to ${withdrawing.subject.email} will stop working. You can invite them again later.`
            : ''
        }
        confirmLabel="Withdraw"
        busy={withdrawingEmail !== null}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(closed)}
      />
    </TabSection>
  );
}
