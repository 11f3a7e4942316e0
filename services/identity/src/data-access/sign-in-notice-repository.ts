import { isDuplicateKeyError } from '@reedmere/service-kit';
import type { Connection } from 'mongoose';
import { signInNoticeModel } from './sign-in-notice-model';

export function createSignInNoticeRepository(connection: Connection) {
  const model = signInNoticeModel(connection);
  return {
    model,

    /**
     * True for the one caller that may send the account's notice now; false while an earlier
     * notice still stands. An expired record is replaced (the TTL monitor runs only every minute).
     */
    async claim(email: string, now: Date, until: Date): Promise<boolean> {
      await model.deleteOne({ email, expiresAt: { $lte: now } });
      try {
        await model.create({ email, expiresAt: until });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
  };
}

export type SignInNoticeRepository = ReturnType<typeof createSignInNoticeRepository>;
