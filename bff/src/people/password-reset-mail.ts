import { AGENCY } from '@reedmere/agency';
import { PASSWORD_RESET_MINUTES } from '@reedmere/contracts';
import type { StaffMail } from './invitation-mail';

/**
 * The e-mail that carries a password reset's link. The link's secret is its `token` parameter,
 * which the outbox removes from what it keeps and shows once the mail is sent.
 */
export function passwordResetMail(input: { to: string; name: string; link: string }): StaffMail {
  return {
    to: input.to,
    subject: `Choose a new password for ${AGENCY.name}'s admin`,
    text: [
      `Hello ${input.name},`,
      '',
      `Someone, we hope you, asked to reset your password for ${AGENCY.name}'s admin.`,
      '',
      `Choose a new one within ${PASSWORD_RESET_MINUTES} minutes at:`,
      input.link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is. Choosing a new one ' +
        'signs you out everywhere; your second factor, if you have one, is still asked for.',
    ].join('\n'),
  };
}
