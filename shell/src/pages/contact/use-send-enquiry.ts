import type { EnquiryInput } from '@reedmere/contracts';
import { useEnquirySender, type EnquiryOutcome } from '@reedmere/web-kit';

/**
 * The body of POST /api/inquiries: the enquiry's own fields (the contact form sends no property),
 * and `website`, the honeypot, which is empty for people.
 */
export interface EnquiryPayload extends Required<
  Omit<EnquiryInput, 'propertyId' | 'propertyTitle' | 'preferredTimes'>
> {
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

export type SendOutcome = EnquiryOutcome<EnquiryField>;

export const ENQUIRY_SENT_TOAST = {
  title: 'Message Sent!',
  description: "Thank you for your enquiry. We'll get back to you soon.",
} as const;

export const ENQUIRY_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to send message. Please try again.',
} as const;

const TOASTS = { sent: ENQUIRY_SENT_TOAST, failed: ENQUIRY_FAILED_TOAST };

export interface SendEnquiry {
  sending: boolean;
  /** Sends the enquiry and shows the toasts; a refusal says which fields were wrong. */
  send: (payload: EnquiryPayload) => Promise<SendOutcome>;
}

/** The contact form's enquiry, sent with its own toasts. */
export function useSendEnquiry(): SendEnquiry {
  return useEnquirySender(ENQUIRY_FIELDS, TOASTS);
}
