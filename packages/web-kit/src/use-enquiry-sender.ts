import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { postJson } from './api-client';
import { readApiError } from './api-error';
import { notify, type ToastMessage } from './notify';

/** Where visitors' enquiries go: the contact form's and a property page's viewing requests. */
export const ENQUIRIES_URL = '/api/inquiries';

export interface EnquiryToasts {
  sent: ToastMessage;
  failed: ToastMessage;
}

/** The outcome of a send: accepted, or refused with what the server said about each field. */
export type EnquiryOutcome<Field extends string> =
  { sent: true } | { sent: false; fieldErrors: Partial<Record<Field, string>> };

export interface EnquirySender<Field extends string> {
  sending: boolean;
  /** Posts the body and shows the toasts; a refusal names the form's refused fields. */
  send: (body: object) => Promise<EnquiryOutcome<Field>>;
}

/**
 * Posts an enquiry with the API client's semantics (credentials, JSON). On success the body is
 * not read (a 2xx is enough) and the admin's enquiry list, if cached in this tab, is dropped. A
 * refusal shows the form's error toast, or the server's own words when the visitor is rate
 * limited (they suggest calling instead), and returns the field messages of `fields`; any other
 * field the server names has nowhere to show.
 */
export function useEnquirySender<Field extends string>(
  fields: readonly Field[],
  toasts: EnquiryToasts,
): EnquirySender<Field> {
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (body: object): Promise<EnquiryOutcome<Field>> => {
      setSending(true);
      try {
        const response = await postJson(ENQUIRIES_URL, body);
        if (!response.ok) {
          const refusal = await readApiError(response);
          const description =
            (refusal.status === 429 ? refusal.serverMessage : undefined) ??
            toasts.failed.description;
          notify.error({ title: toasts.failed.title, description });
          const fieldErrors: Partial<Record<Field, string>> = {};
          for (const field of fields) {
            const message = refusal.fieldErrors[field];
            if (message !== undefined) fieldErrors[field] = message;
          }
          return { sent: false, fieldErrors };
        }
        notify.success(toasts.sent);
        void mutate(ENQUIRIES_URL);
        return { sent: true };
      } catch {
        notify.error(toasts.failed);
        return { sent: false, fieldErrors: {} };
      } finally {
        setSending(false);
      }
    },
    [mutate, fields, toasts],
  );

  return { sending, send };
}
