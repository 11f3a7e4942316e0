import type { Property, PropertyInput } from '@reedmere/contracts';
import { sendJson } from '../../../shared/api/send-json';

/** Every property, hidden ones included (spec section 7, admin). */
export const ADMIN_PROPERTIES_URL = '/api/admin/properties';
const PROPERTIES_URL = '/api/properties';

const itemUrl = (id: string) => `${PROPERTIES_URL}/${encodeURIComponent(id)}`;
const adminItemUrl = (id: string) => `${ADMIN_PROPERTIES_URL}/${encodeURIComponent(id)}`;

export const createProperty = (input: PropertyInput) =>
  sendJson<Property>(PROPERTIES_URL, 'POST', input);

export const updateProperty = (id: string, input: PropertyInput) =>
  sendJson<Property>(itemUrl(id), 'PUT', input);

export const deleteProperty = (id: string) => sendJson(itemUrl(id), 'DELETE');

export const copyProperty = (id: string) => sendJson<Property>(`${itemUrl(id)}/copy`, 'POST');

export const toggleHidden = (id: string) =>
  sendJson<Property>(`${adminItemUrl(id)}/toggle-hidden`, 'PATCH');

export const toggleUnderOffer = (id: string) =>
  sendJson<Property>(`${adminItemUrl(id)}/toggle-under-offer`, 'PATCH');
