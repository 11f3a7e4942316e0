import type { CapturedMail } from '@reedmere/service-kit/testing';

/** The mail's body as text: quoted-printable soft breaks joined, `=3D` read as `=`. */
export const bodyOf = (mail: CapturedMail): string =>
  mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/**
 * The mail's link with a token to `page` (a path) on the site at `origin`, as the path and query
 * to open there.
 */
export function linkIn(mail: CapturedMail, origin: string, page: string): string {
  const found = bodyOf(mail).match(new RegExp(`https?://\\S+${page}\\?token=[\\w-]+`));
  if (!found) throw new Error(`No link to ${page} in:\n${mail.data}`);
  expect(found[0].startsWith(`${origin}${page}?token=`)).toBe(true);
  return found[0].slice(origin.length);
}
