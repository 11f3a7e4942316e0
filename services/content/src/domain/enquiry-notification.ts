import { AGENCY } from '@reedmere/agency';
import type { NewOutboxItem } from '../data-access/outbox-repository';
import type { EnquiryDocument } from '../data-access/enquiry-model';

/** Header values are one line; a name typed with line breaks must not add headers. */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** The property's page: absolute when the site's public origin is known, else the site path. */
export const propertyLink = (propertyId: string, publicOrigin?: string): string =>
  `${publicOrigin ?? ''}/property/${encodeURIComponent(propertyId)}`;

/** The lines naming the property an enquiry is about, if it is about one. */
function propertyLines(enquiry: EnquiryDocument, publicOrigin?: string): string[] {
  if (!enquiry.propertyId) return [];
  return [
    `Property: ${enquiry.propertyTitle ?? '(title not given)'}`,
    `Property page: ${propertyLink(enquiry.propertyId, publicOrigin)}`,
    `Preferred days or times: ${enquiry.preferredTimes ?? '(not given)'}`,
  ];
}

/** The office's e-mail about a new enquiry: every field, as plain text. */
export function enquiryNotification(
  enquiry: EnquiryDocument,
  publicOrigin?: string,
): NewOutboxItem {
  const name = oneLine(`${enquiry.firstName} ${enquiry.lastName}`);
  const about = enquiry.propertyTitle ? ` about ${oneLine(enquiry.propertyTitle)}` : '';
  const text = [
    'A new enquiry was sent from the website.',
    '',
    `First name: ${enquiry.firstName}`,
    `Last name: ${enquiry.lastName}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone || '(not given)'}`,
    `Service required: ${enquiry.serviceType}`,
    ...propertyLines(enquiry, publicOrigin),
    `Received: ${enquiry.createdAt.toISOString()}`,
    `Enquiry id: ${String(enquiry._id)}`,
    '',
    'Message:',
    enquiry.message,
    '',
  ].join('\n');
  return {
    enquiryId: String(enquiry._id),
    to: AGENCY.email,
    replyTo: enquiry.email,
    subject: `New enquiry: ${enquiry.serviceType}${about} from ${name}`,
    text,
  };
}
