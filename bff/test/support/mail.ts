import path from 'node:path';

/** One e-mail the test's SMTP server received. */
export interface CapturedMail {
  to: string[];
  data: string;
}

export interface SmtpTestServer {
  url: string;
  messages: CapturedMail[];
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The content service's own in-process mail server, loaded from its sources as the stack loads
 * the services: give its `url` to content as `SMTP_URL`.
 */
export function startSmtpTestServer(): Promise<SmtpTestServer> {
  const source = path.resolve(
    __dirname,
    '..',
    '..',
    '..',
    'services',
    'content',
    'test',
    'support',
    'smtp-test-server',
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const server = require(source) as { startSmtpTestServer(): Promise<SmtpTestServer> };
  return server.startSmtpTestServer();
}

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
