import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the catcher received it. */
export interface CaughtMail {
  /** RCPT TO addresses of the SMTP session, lower-case. */
  recipients: string[];
  /** The addresses of the `To:` header, lower-case. */
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, '' when there is none. */
  html: string;
  /** A header's raw value (unfolded), as the sender wrote it; undefined when absent. */
  header(name: string): string | undefined;
  parsed: ParsedMail;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message so far, in the order they arrived. */
  readonly messages: readonly CaughtMail[];
  /** The messages so far to `address`. */
  messagesTo(address: string): CaughtMail[];
  /**
   * The oldest message to `address` not yet returned by this function, waiting up to
   * `timeoutMs` for one to arrive.
   */
  nextTo(address: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((group) => group.value)
    .flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : []));

function caught(parsed: ParsedMail, recipients: string[]): CaughtMail {
  return {
    recipients,
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    // mailparser folds the List-* headers into one structured `list` value: the raw line is
    // what a mail client reads.
    header(name) {
      const key = name.toLowerCase();
      const line = parsed.headerLines.find((entry) => entry.key === key)?.line;
      return line
        ?.slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim();
    },
    parsed,
  };
}

/**
 * A real SMTP server on a free port of 127.0.0.1 that accepts every message (no TLS, no
 * authentication) and keeps it parsed.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const returned = new Set<CaughtMail>();
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    // Without a certificate of its own it would offer STARTTLS with a self-signed one.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      simpleParser(stream)
        .then((parsed) => {
          messages.push(caught(parsed, recipients));
          for (const listener of listeners) listener();
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that goes away mid-session is no failure of the test.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  const messagesTo = (address: string): CaughtMail[] => {
    const wanted = address.toLowerCase();
    return messages.filter((mail) => mail.recipients.includes(wanted));
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    messagesTo,
    nextTo(address, timeoutMs = 10000) {
      const take = (): CaughtMail | undefined => {
        const mail = messagesTo(address).find((m) => !returned.has(m));
        if (mail) returned.add(mail);
        return mail;
      };
      const ready = take();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const listener = (): void => {
          const mail = take();
          if (!mail) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          const seen = messages.map((m) => `${m.recipients.join(',')}: ${m.subject}`);
          reject(
            new Error(
              `No e-mail to ${address} within ${timeoutMs} ms (received: ${
                seen.length > 0 ? seen.join('; ') : 'none'
              })`,
            ),
          );
        }, timeoutMs);
        listeners.add(listener);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
