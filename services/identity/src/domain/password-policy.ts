import { checkValue, newPasswordSchema } from './user-rules';

export const EMAIL_IN_PASSWORD_MESSAGE = 'Password must not contain the email address';

/** Letters and digits only, lower-case: how the email is looked for in a password. */
const lettersOnly = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Whether the password holds the account's email address, or is its local part. */
export function containsEmail(password: string, email: string): boolean {
  const plain = lettersOnly(password);
  const local = lettersOnly(email.split('@')[0] ?? '');
  return plain.includes(lettersOnly(email)) || (local !== '' && plain === local);
}

/**
 * Every rule a new password for the account with this email must meet: those of
 * newPasswordSchema (length, not a common password, not the agency's name), and not the email
 * address. The first problem's message, or undefined when the password is acceptable.
 */
export function newPasswordProblem(password: unknown, email: string): string | undefined {
  const checked = checkValue<string>(newPasswordSchema.required(), password);
  if (!checked.ok) return checked.message;
  if (containsEmail(checked.value, email)) return EMAIL_IN_PASSWORD_MESSAGE;
  return undefined;
}
