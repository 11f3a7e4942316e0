import { alertSignUpSchema, enquiryInputSchema } from '@reedmere/contracts/schemas';
import { pageQuerySchema } from '../../list-page';
import { isReadBody } from '../../routes/enquiries';
import type { ApiOperation } from '../operation';
import { alertSubscription, enquiryRecord, messageBody, outboxMessage } from '../records';
import { INVALID, listOf, NO_CONTENT, NOT_FOUND, RATE_LIMITED } from '../responses';

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
      'The office is told by e-mail.',
    body: enquiryInputSchema,
    responses: { 201: { description: 'Received', json: messageBody }, ...RATE_LIMITED },
  },
  {
    method: 'get',
    path: '/inquiries',
    tag: enquiries,
    admin: true,
    summary: 'The enquiry inbox',
    query: pageQuerySchema,
    responses: { 200: listOf('Every enquiry, newest first', enquiryRecord), ...INVALID },
  },
  {
    method: 'get',
    path: '/inquiries/outbox',
    tag: enquiries,
    admin: true,
    summary: 'The e-mails the site has sent or will send',
    query: pageQuerySchema,
    responses: { 200: listOf('Every message, newest first', outboxMessage), ...INVALID },
  },
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
  {
    method: 'delete',
    path: '/inquiries/:id',
    tag: enquiries,
    admin: true,
    summary: 'Delete an enquiry',
    params: { id: 'The enquiry id' },
    responses: { ...NO_CONTENT, ...INVALID, ...NOT_FOUND },
  },
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
  {
    method: 'get',
    path: '/admin/alerts',
    tag: alerts,
    admin: true,
    summary: 'Every alert subscription',
    query: pageQuerySchema,
    responses: { 200: listOf('Every subscription, newest first', alertSubscription), ...INVALID },
  },
  {
    method: 'delete',
    path: '/admin/alerts/:id',
    tag: alerts,
    admin: true,
    summary: 'Delete an alert subscription',
    params: { id: 'The subscription id' },
    responses: { ...NO_CONTENT, ...INVALID, ...NOT_FOUND },
  },
];
