import { useCallback } from 'react';
import { VIEWING_REQUEST } from '@reedmere/contracts';
import { useEnquirySender, type EnquiryOutcome } from '@reedmere/web-kit';

/** What the visitor types; the property and the honeypot are added when it is sent. */
export interface ViewingRequestFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredTimes: string;
  message: string;
}

export type ViewingField = keyof ViewingRequestFields;
export type ViewingFieldErrors = Partial<Record<ViewingField, string>>;

/** The fields in the order the form shows them (the first refused one gets focus). */
export const VIEWING_FIELDS: readonly ViewingField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'preferredTimes',
  'message',
];

export interface ViewingProperty {
  id: string;
  title: string;
}

export type ViewingOutcome = EnquiryOutcome<ViewingField>;

export const VIEWING_SENT_TOAST = {
  title: 'Request Sent!',
  description: "Thank you for your request. We'll be in touch to arrange a time.",
} as const;

export const VIEWING_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to send your request. Please try again.',
} as const;

const TOASTS = { sent: VIEWING_SENT_TOAST, failed: VIEWING_FAILED_TOAST };

/** Posts a viewing request as an enquiry about `property`, with its own toasts. */
export function useRequestViewing(property: ViewingProperty) {
  const { sending, send: post } = useEnquirySender(VIEWING_FIELDS, TOASTS);
  const send = useCallback(
    (fields: ViewingRequestFields, honeypot: string): Promise<ViewingOutcome> =>
      post({
        ...fields,
        serviceType: VIEWING_REQUEST,
        propertyId: property.id,
        propertyTitle: property.title,
        website: honeypot,
      }),
    [post, property.id, property.title],
  );
  return { sending, send };
}
