import { dictionary } from '@zxcvbn-ts/language-common';

/** The most common passwords zxcvbn-ts ships (about 49,000), lower-case, read on first use. */
let common: ReadonlySet<string> | undefined;

/** Whether the password, ignoring letter case, is one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
