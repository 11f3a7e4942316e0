import { itemUrl } from '../../../shared/api/json-collection';
import { sendJson } from '../../../shared/api/send-json';

export const ENQUIRIES_URL = '/api/inquiries';
/** The notification e-mails the office is sent about new enquiries. */
export const OUTBOX_URL = '/api/inquiries/outbox';

export const setEnquiryRead = (id: string, isRead: boolean) =>
  sendJson(itemUrl(ENQUIRIES_URL, id), 'PATCH', { isRead });

export const deleteEnquiry = (id: string) => sendJson(itemUrl(ENQUIRIES_URL, id), 'DELETE');
