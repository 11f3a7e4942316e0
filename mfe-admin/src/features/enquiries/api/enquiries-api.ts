import { sendJson } from '../../../shared/api/send-json';

export const ENQUIRIES_URL = '/api/inquiries';
/** The notification e-mails the office is sent about new enquiries. */
export const OUTBOX_URL = '/api/inquiries/outbox';

export const setEnquiryRead = (id: string, isRead: boolean) =>
  sendJson(`${ENQUIRIES_URL}/${encodeURIComponent(id)}`, 'PATCH', { isRead });

export const deleteEnquiry = (id: string) =>
  sendJson(`${ENQUIRIES_URL}/${encodeURIComponent(id)}`, 'DELETE');
