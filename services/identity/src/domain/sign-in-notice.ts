/** An e-mail for the owner of an account, queued in the content service's outbox. */
export interface SignInNotice {
  to: string;
  subject: string;
  text: string;
}

/** Tells the account's owner that its password is being guessed, and what to do about it. */
export function signInNotice(details: {
  email: string;
  failures: number;
  addresses: number;
  windowMs: number;
  at: Date;
}): SignInNotice {
  const minutes = Math.ceil(details.windowMs / 60_000);
  const text = [
    `There have been ${details.failures} failed sign-ins to the website's admin account`,
    `${details.email} from ${details.addresses} address${details.addresses === 1 ? '' : 'es'} in the last ${minutes} minutes`,
    `(as of ${details.at.toISOString()}).`,
    '',
    'Until they stop, every further sign-in to this account is delayed, yours included.',
    'If these were not you, someone may be guessing the password: if it could be known to',
    'anyone else, set a new one (npm run create-admin -- --email <email> --reset-password),',
    'which also signs the account out everywhere.',
    '',
  ].join('\n');
  return {
    to: details.email,
    subject: `Repeated failed sign-ins to the admin account ${details.email}`,
    text,
  };
}
