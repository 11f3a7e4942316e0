import { Button, Typography } from '@mui/material';
import type { StaffInvitation } from '@reedmere/contracts';
import { ItemCardRow } from '../../../shared/item-card-row';
import { ItemCard, ItemList } from '../../../shared/item-list';
import { ItemTitle } from '../../../shared/item-title';
import { expiresText, invitedByText, rightsText } from '../lib/people-text';

export interface InvitationListProps {
  invitations: readonly StaffInvitation[];
  /** The address whose invitation is being sent again; null when none is. */
  sendingEmail: string | null;
  /** The address whose invitation is being withdrawn; null when none is. */
  withdrawingEmail: string | null;
  onSendAgain: (invitation: StaffInvitation) => void;
  onWithdraw: (invitation: StaffInvitation) => void;
}

/** The accessible name of an invitation's card. */
export const invitationName = (invitation: StaffInvitation): string =>
  `Invitation to ${invitation.name}`;

/**
 * Each open invitation as a card: who, their rights, when the link stops working and who sent it,
 * with Send again and Withdraw. Keyed by address: sending again replaces the invitation with a new
 * one, and its card (with the focus on Send again) stays.
 */
export function InvitationList({
  invitations,
  sendingEmail,
  withdrawingEmail,
  onSendAgain,
  onWithdraw,
}: InvitationListProps) {
  return (
    <ItemList>
      {invitations.map((invitation) => {
        const sending = sendingEmail === invitation.email;
        const busy = sending || withdrawingEmail === invitation.email;
        return (
          <ItemCard key={invitation.email} label={invitationName(invitation)} busy={busy}>
            <ItemCardRow
              actions={
                <>
                  {/*
                    Not disabled while it sends: a disabled button would drop the focus. Pressed
                    again meanwhile, it does nothing.
                  */}
                  <Button
                    variant="outlined"
                    onClick={() => {
                      if (!busy) onSendAgain(invitation);
                    }}
                    aria-disabled={busy}
                    aria-label={`Send again to ${invitation.name}`}
                  >
                    {sending ? 'Sending...' : 'Send again'}
                  </Button>
                  <Button
                    color="error"
                    variant="outlined"
                    onClick={() => onWithdraw(invitation)}
                    disabled={busy}
                    aria-label={`Withdraw the invitation to ${invitation.name}`}
                  >
                    Withdraw
                  </Button>
                </>
              }
            >
              <ItemTitle level="h4" title={invitation.name} />
              <Typography sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
              <Typography>{rightsText(invitation)}</Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={invitation.expiresAt}>{expiresText(invitation)}</time>
                {` · ${invitedByText(invitation)}`}
              </Typography>
            </ItemCardRow>
          </ItemCard>
        );
      })}
    </ItemList>
  );
}
