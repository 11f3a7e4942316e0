import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  /** Sent beside the text as multipart/alternative. */
  html?: string | undefined;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string> | undefined;
}

/** A header name as RFC 5322 allows it; a value of one line (a line break would start a header). */
const HEADER_NAME = /^[!-9;-~]+$/;
const oneLineHeaders = (headers: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) =>
        HEADER_NAME.test(name) && typeof value === 'string' && !/[\r\n]/.test(value),
    ),
  );

/** Sends one message or rejects; the outbox decides what a failure means. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface SmtpMailerOptions {
  /** Bounds on each stage, so a mail server that stops answering cannot hold a send forever. */
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
}

/**
 * A mailer for an `smtp://` or `smtps://` URL (credentials in the user-info part). The URL is
 * parsed here rather than handed to nodemailer as a string because nodemailer then ignores every
 * other option, timeouts included.
 */
export function createSmtpMailer(smtpUrl: string, options: SmtpMailerOptions = {}): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.greetingTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  });
  return {
    async send({ headers, html, ...message }) {
      await transport.sendMail({
        ...message,
        ...(html ? { html } : {}),
        // Prepared: sent as given, not folded or encoded (a mail client reads the URL whole).
        headers: Object.fromEntries(
          Object.entries(oneLineHeaders(headers)).map(([name, value]) => [
            name,
            { prepared: true, value },
          ]),
        ),
      });
    },
    close: () => transport.close(),
  };
}
