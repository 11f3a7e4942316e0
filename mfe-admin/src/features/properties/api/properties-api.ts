import type { Property, PropertyInput } from '@reedmere/contracts';
import { itemUrl, jsonCollection } from '../../../shared/api/json-collection';
import { sendJson } from '../../../shared/api/send-json';

/** Every property, hidden ones included (an admin call). */
export const ADMIN_PROPERTIES_URL = '/api/admin/properties';
const PROPERTIES_URL = '/api/properties';

export const propertiesApi = jsonCollection<Property, PropertyInput>(PROPERTIES_URL);

export const copyProperty = (id: string) =>
  sendJson<Property>(`${itemUrl(PROPERTIES_URL, id)}/copy`, 'POST');

export const toggleHidden = (id: string) =>
  sendJson<Property>(`${itemUrl(ADMIN_PROPERTIES_URL, id)}/toggle-hidden`, 'PATCH');

export const toggleUnderOffer = (id: string) =>
  sendJson<Property>(`${itemUrl(ADMIN_PROPERTIES_URL, id)}/toggle-under-offer`, 'PATCH');

/** Events of a listing's history on a page. */
export const HISTORY_PAGE_SIZE = 10;

/** Page `page` of a listing's history in the audit trail, newest first. */
export const propertyHistoryUrl = (id: string, page: number) =>
  `${itemUrl(ADMIN_PROPERTIES_URL, id)}/history?page=${page}&limit=${HISTORY_PAGE_SIZE}`;
