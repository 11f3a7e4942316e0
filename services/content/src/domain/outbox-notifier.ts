import type { Logger } from '@reedmere/service-kit';
import type { Mailer } from '../data-access/smtp-mailer';
import type { OutboxRepository } from '../data-access/outbox-repository';
import { safeErrorText } from './redact';
import { withoutMailTokens } from './token-links';

/** After this many failed sends an item is marked `failed` and left for the admin to read. */
export const MAX_SEND_ATTEMPTS = 10;
/** How long a claimed item is reserved for the run that claimed it. */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Items sent per run at most, so one run never holds the process for long. */
const MAX_PER_RUN = 100;

/** Wait before retry n (1-based): 1 min, 2, 4, ... capped at 1 hour. */
export function defaultBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface NotifierOptions {
  outbox: OutboxRepository;
  /** Unset when no SMTP server is configured: items stay pending in the outbox for the admin. */
  mailer: Mailer | undefined;
  from: string;
  logger: Logger;
  now?: () => Date;
  backoffMs?: (attempts: number) => number;
  maxAttempts?: number;
  /** Strings never to store in `lastError` (the SMTP password). */
  secrets?: string[];
}

export interface NotifierRun {
  sent: number;
  failed: number;
}

export interface OutboxNotifier {
  /** Sends what is due now and resolves when done; concurrent calls share one run. */
  run(): Promise<NotifierRun>;
  /** Starts a run without waiting for it (after an enquiry); errors are logged. */
  trigger(): void;
  /** Resolves once no run is under way (tests, shutdown). */
  idle(): Promise<void>;
}

export function createOutboxNotifier(options: NotifierOptions): OutboxNotifier {
  const now = options.now ?? (() => new Date());
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const maxAttempts = options.maxAttempts ?? MAX_SEND_ATTEMPTS;
  let current: Promise<NotifierRun> | undefined;
  let again = false;

  async function sendDue(mailer: Mailer): Promise<NotifierRun> {
    const result: NotifierRun = { sent: 0, failed: 0 };
    while (result.sent + result.failed < MAX_PER_RUN) {
      const started = now();
      const item = await options.outbox.claimDue(
        started,
        new Date(started.getTime() + CLAIM_LEASE_MS),
      );
      if (!item) break;
      const id = String(item._id);
      // Once sent or given up, a message keeps no link that could still confirm or cancel.
      const settledBody = withoutMailTokens({
        text: item.text,
        html: item.html,
        headers: item.headers,
      });
      try {
        await mailer.send({
          from: options.from,
          to: item.to,
          replyTo: item.replyTo ?? undefined,
          subject: item.subject,
          text: item.text,
          html: item.html ?? undefined,
          headers: item.headers ?? undefined,
        });
        await options.outbox.markSent(id, now(), settledBody);
        result.sent += 1;
      } catch (error) {
        const attempts = item.attempts + 1;
        const lastError = safeErrorText(error, options.secrets);
        const giveUp = attempts >= maxAttempts;
        await options.outbox.markFailed(id, {
          status: giveUp ? 'failed' : 'pending',
          lastError,
          nextAttemptAt: giveUp ? null : new Date(now().getTime() + backoffMs(attempts)),
          ...(giveUp ? { body: settledBody } : {}),
        });
        options.logger.warn('notification not sent', { id, attempts, giveUp, error: lastError });
        result.failed += 1;
        // The mail server is probably down: leave the rest for the next run.
        break;
      }
    }
    if (result.sent > 0) options.logger.info('notifications sent', { count: result.sent });
    return result;
  }

  function run(): Promise<NotifierRun> {
    const mailer = options.mailer;
    if (!mailer) return Promise.resolve({ sent: 0, failed: 0 });
    if (current) {
      // An item queued during this run may have been looked for already: go round once more.
      again = true;
      return current;
    }
    current = (async () => {
      const total: NotifierRun = { sent: 0, failed: 0 };
      try {
        do {
          again = false;
          const pass = await sendDue(mailer);
          total.sent += pass.sent;
          total.failed += pass.failed;
          if (pass.failed > 0) break;
        } while (again);
        return total;
      } finally {
        current = undefined;
      }
    })();
    return current;
  }

  return {
    run,
    trigger() {
      run().catch((error: unknown) =>
        options.logger.error('notification run failed', {
          error: safeErrorText(error, options.secrets),
        }),
      );
    },
    async idle() {
      while (current) await current.catch(() => {});
    },
  };
}
