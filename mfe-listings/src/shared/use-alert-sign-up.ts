import { useCallback, useRef, useState } from 'react';
import { postJson, readApiError } from '@reedmere/web-kit';
import { ALERTS_URL, type AlertSignUpBody } from './alert-search';

/** Shown when the server accepted the sign-up but its words could not be read. */
export const ALERT_SENT_FALLBACK =
  'Thank you. Please check your inbox for an e-mail to confirm your property alert.';
export const ALERT_RETRY_MESSAGE =
  'Sorry, we could not set up your alert just now. Please try again.';
export const ALERT_THROTTLED_FALLBACK = 'Too many alert sign-ups. Please try again later.';

/**
 * The outcome of a sign-up: accepted with the server's words, or refused with a message for the
 * whole form and the server's message per field (a 400 only).
 */
export type AlertSignUpOutcome =
  | { sent: true; message: string }
  | { sent: false; message: string | null; fieldErrors: Record<string, string> };

async function acceptedMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : ALERT_SENT_FALLBACK;
  } catch {
    return ALERT_SENT_FALLBACK;
  }
}

/**
 * Posts an alert sign-up with the API client's semantics (credentials, JSON). A second send while
 * one is on its way is ignored: the ref sees it before React re-renders with `sending`.
 */
export function useAlertSignUp() {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const send = useCallback(async (body: AlertSignUpBody): Promise<AlertSignUpOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    try {
      const response = await postJson(ALERTS_URL, body);
      if (response.ok) return { sent: true, message: await acceptedMessage(response) };
      const refusal = await readApiError(response);
      if (refusal.status === 400) {
        // The 400's own message ('Validation failed') says nothing the fields do not.
        return { sent: false, message: null, fieldErrors: refusal.fieldErrors };
      }
      if (refusal.status === 429) {
        return {
          sent: false,
          message: refusal.serverMessage ?? ALERT_THROTTLED_FALLBACK,
          fieldErrors: {},
        };
      }
      return { sent: false, message: ALERT_RETRY_MESSAGE, fieldErrors: {} };
    } catch {
      return { sent: false, message: ALERT_RETRY_MESSAGE, fieldErrors: {} };
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { sending, send };
}
