import { itemUrl } from '../../../shared/api/json-collection';
import { sendJson } from '../../../shared/api/send-json';

/** The property alert subscriptions, newest first; read-only but for delete. */
export const ALERTS_URL = '/api/admin/alerts';

export const deleteAlert = (id: string) => sendJson(itemUrl(ALERTS_URL, id), 'DELETE');
