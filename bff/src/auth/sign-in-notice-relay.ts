import type { Logger, ServiceClient } from '@reedmere/service-kit';

export interface SignInNotice {
  to: string;
  subject: string;
  text: string;
}

/** The notice identity adds to a 401 when an account is being guessed, if it is well formed. */
export function noticeOf(body: unknown): SignInNotice | undefined {
  const notice = (body as { notice?: Partial<SignInNotice> } | undefined)?.notice;
  if (!notice) return undefined;
  const { to, subject, text } = notice;
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string') {
    return undefined;
  }
  return { to, subject, text };
}

/**
 * Queues the notice in the content service's outbox (which sends it by mail and shows it in the
 * admin panel). Not awaited by the sign-in: the answer to the guess must not wait for, or be
 * timed by, the outbox; a failure is logged.
 */
export function relaySignInNotice(
  content: ServiceClient,
  notice: SignInNotice,
  logger: Logger,
  requestId: string | undefined,
): void {
  content
    .request('POST', '/notices', { body: { kind: 'sign-in-notice', ...notice }, requestId })
    .then((answer) => {
      if (answer.status !== 201) {
        logger.warn('sign-in notice not queued', { status: answer.status });
      }
    })
    .catch((error: unknown) => {
      logger.warn('sign-in notice not queued', { message: (error as Error).message });
    });
}
