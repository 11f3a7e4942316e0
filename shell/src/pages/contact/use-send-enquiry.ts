import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ServiceType } from '@reedmere/contracts';
import { notify } from '@reedmere/web-kit';

export const ENQUIRIES_URL = '/api/inquiries';

/** The body of POST /api/inquiries; `website` is the honeypot and is empty for people. */
export interface EnquiryPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceType: ServiceType;
  message: string;
  website: string;
}

export const ENQUIRY_SENT_TOAST = {
  title: 'Message Sent!',
  description: "Thank you for your enquiry. We'll get back to you soon.",
} as const;

export const ENQUIRY_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to send message. Please try again.',
} as const;

// A rate-limited visitor is better served by the server's own words (it suggests calling).
async function rateLimitMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

export interface SendEnquiry {
  sending: boolean;
  /** Resolves true once the enquiry is accepted; the toasts are shown here. */
  send: (payload: EnquiryPayload) => Promise<boolean>;
}

/**
 * Posts an enquiry with the API client's semantics (credentials, JSON). The response body is not
 * needed on success, so it is not read: a 2xx is enough.
 */
export function useSendEnquiry(): SendEnquiry {
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (payload: EnquiryPayload): Promise<boolean> => {
      setSending(true);
      try {
        const response = await fetch(ENQUIRIES_URL, {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        });
        if (!response.ok) {
          const description =
            (response.status === 429 ? await rateLimitMessage(response) : undefined) ??
            ENQUIRY_FAILED_TOAST.description;
          notify.error({ title: ENQUIRY_FAILED_TOAST.title, description });
          return false;
        }
        notify.success(ENQUIRY_SENT_TOAST);
        // The admin's enquiry list, if it is cached, now misses this one.
        void mutate(ENQUIRIES_URL);
        return true;
      } catch {
        notify.error(ENQUIRY_FAILED_TOAST);
        return false;
      } finally {
        setSending(false);
      }
    },
    [mutate],
  );

  return { sending, send };
}
