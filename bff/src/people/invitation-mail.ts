import { AGENCY } from '@reedmere/agency';
import { describeRights, INVITATION_HOURS, type StaffRights } from '@reedmere/contracts';

/** A staff e-mail the outbox sends: an invitation's, a password reset's. */
export interface StaffMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The e-mail that carries an invitation's link. The link's secret is its `token` parameter, which
 * the outbox removes from what it keeps and shows once the mail is sent.
 */
export function invitationMail(input: {
  to: string;
  name: string;
  rights: StaffRights;
  invitedBy: string;
  link: string;
}): StaffMail {
  return {
    to: input.to,
    subject: `You are invited to ${AGENCY.name}'s admin`,
    text: [
      `Hello ${input.name},`,
      '',
      `${input.invitedBy} has invited you to ${AGENCY.name}'s admin as ${describeRights(input.rights)}.`,
      '',
      `Choose your password within ${INVITATION_HOURS} hours at:`,
      input.link,
      '',
      'If you were not expecting this, you can ignore this e-mail: no account is made until a ' +
        'password is chosen.',
    ].join('\n'),
  };
}
