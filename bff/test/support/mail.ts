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
