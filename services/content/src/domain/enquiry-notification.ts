import { AGENCY } from '@reedmere/agency';
import type { NewOutboxItem } from '../data-access/outbox-repository';
import type { EnquiryDocument } from '../data-access/enquiry-model';

/** Header values are one line; a name typed with line breaks must not add headers. */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** The office's e-mail about a new enquiry: every field, as plain text. */
export function enquiryNotification(enquiry: EnquiryDocument): NewOutboxItem {
  const name = oneLine(`${enquiry.firstName} ${enquiry.lastName}`);
  const text = [
    'A new enquiry was sent from the website.',
    '',
    `First name: ${enquiry.firstName}`,
    `Last name: ${enquiry.lastName}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone || '(not given)'}`,
    `Service required: ${enquiry.serviceType}`,
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
    subject: `New enquiry: ${enquiry.serviceType} from ${name}`,
    text,
  };
}
