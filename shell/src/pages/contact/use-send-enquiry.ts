import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ServiceType } from '@reedmere/contracts';
import { notify, readApiError } from '@reedmere/web-kit';

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

/** The fields a visitor fills in, each of which the server may refuse with a message. */
export type EnquiryField = Exclude<keyof EnquiryPayload, 'website'>;
export type EnquiryFieldErrors = Partial<Record<EnquiryField, string>>;

/** The fields in the order the form shows them. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'serviceType',
  'message',
];

/** The outcome of a send: accepted, or refused with what the server said about each field. */
export type SendOutcome = { sent: true } | { sent: false; fieldErrors: EnquiryFieldErrors };

export const ENQUIRY_SENT_TOAST = {
  title: 'Message Sent!',
  description: "Thank you for your enquiry. We'll get back to you soon.",
} as const;

export const ENQUIRY_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to send message. Please try again.',
} as const;

/** The refused fields the form has; any other name the server gives has nowhere to show. */
function formFieldErrors(fieldErrors: Record<string, string>): EnquiryFieldErrors {
  const found: EnquiryFieldErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    const message = fieldErrors[field];
    if (message !== undefined) found[field] = message;
  }
  return found;
}

export interface SendEnquiry {
  sending: boolean;
  /** Sends the enquiry and shows the toasts; a refusal says which fields were wrong. */
  send: (payload: EnquiryPayload) => Promise<SendOutcome>;
}

/**
 * Posts an enquiry with the API client's semantics (credentials, JSON). The response body is not
 * needed on success, so it is not read: a 2xx is enough.
 */
export function useSendEnquiry(): SendEnquiry {
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (payload: EnquiryPayload): Promise<SendOutcome> => {
      setSending(true);
      try {
        const response = await fetch(ENQUIRIES_URL, {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        });
        if (!response.ok) {
          const refusal = await readApiError(response);
          // A rate-limited visitor is better served by the server's own words (it suggests calling).
          const description =
            (refusal.status === 429 ? refusal.serverMessage : undefined) ??
            ENQUIRY_FAILED_TOAST.description;
          notify.error({ title: ENQUIRY_FAILED_TOAST.title, description });
          return { sent: false, fieldErrors: formFieldErrors(refusal.fieldErrors) };
        }
        notify.success(ENQUIRY_SENT_TOAST);
        // The admin's enquiry list, if it is cached, now misses this one.
        void mutate(ENQUIRIES_URL);
        return { sent: true };
      } catch {
        notify.error(ENQUIRY_FAILED_TOAST);
        return { sent: false, fieldErrors: {} };
      } finally {
        setSending(false);
      }
    },
    [mutate],
  );

  return { sending, send };
}
