import { UnavailableError } from '@reedmere/service-kit';
import { HashSlotsFullError, type HashSlots } from './hash-slots';
import { hashPassword, type PasswordHashSettings } from './password-hashing';
import { SIGN_IN_BUSY_MESSAGE } from './sign-in-messages';

/** A refusal for a busy service: every password hash slot is taken. */
export class BusyError extends UnavailableError {
  constructor() {
    super(SIGN_IN_BUSY_MESSAGE);
  }
}

/**
 * The hash of a password being set (a change, an invitation, a reset), made in one of the hash
 * slots; with every slot taken and the queue full, the BusyError refusal.
 */
export const hashNewPassword = (
  slots: HashSlots,
  password: string,
  settings: PasswordHashSettings,
): Promise<string> =>
  slots
    .run(() => hashPassword(password, settings.passwordHashCost))
    .catch((error: unknown) => {
      if (error instanceof HashSlotsFullError) throw new BusyError();
      throw error;
    });
