import { alertSignUpSchema, enquiryInputSchema } from '@reedmere/contracts/schemas';
import { isReadBody } from '../../routes/enquiries';
import { adminDelete, adminList } from '../common-operations';
import type { ApiOperation } from '../operation';
import { alertSubscription, enquiryRecord, messageBody, outboxMessage } from '../records';
import { NOT_FOUND, RATE_LIMITED, refusal } from '../responses';

const enquiries = 'Enquiries';
const alerts = 'Property alerts';

export const CONTACT_OPERATIONS: ApiOperation[] = [
  {
    method: 'post',
    path: '/inquiries',
    tag: enquiries,
    summary: 'Send an enquiry or a viewing request',
    description:
      'At most 5 per 15 minutes from one address and 5 an hour naming one e-mail address. ' +
      'The office is told by e-mail. A `propertyId` must name a listing shown on the site, whose ' +
      'title is the one stored and sent (a `propertyTitle` in the body is ignored).',
    body: enquiryInputSchema,
    responses: {
      201: { description: 'Received', json: messageBody },
      404: refusal('`propertyId` names no listing shown on the site; nothing is stored or sent'),
      ...RATE_LIMITED,
    },
  },
  adminList({
    path: '/inquiries',
    tag: enquiries,
    summary: 'The enquiry inbox',
    items: 'Every enquiry, newest first',
    record: enquiryRecord,
  }),
  adminList({
    path: '/inquiries/outbox',
    tag: enquiries,
    summary: 'The e-mails the site has sent or will send',
    items: "Every message, newest first; links' tokens shown as `token=removed`",
    record: outboxMessage,
  }),
  {
    method: 'patch',
    path: '/inquiries/:id',
    tag: enquiries,
    admin: true,
    summary: 'Mark an enquiry read or unread',
    params: { id: 'The enquiry id' },
    body: isReadBody,
    responses: { 200: { description: 'The enquiry', json: enquiryRecord }, ...NOT_FOUND },
  },
  adminDelete({
    path: '/inquiries/:id',
    tag: enquiries,
    summary: 'Delete an enquiry',
    params: { id: 'The enquiry id' },
  }),
  {
    method: 'post',
    path: '/alerts',
    tag: alerts,
    summary: 'Ask for e-mails about new and reduced listings that match a search',
    description:
      'The same answer whether the address is new, waiting for confirmation or already ' +
      'subscribed; a confirmation e-mail is sent to a new address.',
    body: alertSignUpSchema,
    responses: { 202: { description: 'Accepted', json: messageBody }, ...RATE_LIMITED },
  },
  adminList({
    path: '/admin/alerts',
    tag: alerts,
    summary: 'Every alert subscription',
    items: 'Every subscription, newest first',
    record: alertSubscription,
  }),
  adminDelete({
    path: '/admin/alerts/:id',
    tag: alerts,
    summary: 'Delete an alert subscription',
    params: { id: 'The subscription id' },
  }),
];
