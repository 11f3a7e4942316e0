import { sendJson } from './send-json';

/** Where one item of a collection lives: `<url>/<id>`, the id escaped. */
export const itemUrl = (url: string, id: string) => `${url}/${encodeURIComponent(id)}`;

/**
 * The writes of a collection the BFF serves REST-style: POST to its URL, PUT and DELETE at the
 * item. Each feature's API module exports one for its items. An update may name the version it
 * was made from (the record's `updatedAt` as it was opened): the server then refuses it if
 * someone else has saved the record since.
 */
export function jsonCollection<Item, Input>(url: string) {
  return {
    create: (input: Input) => sendJson<Item>(url, 'POST', input),
    update: (id: string, input: Input, openedVersion?: string) =>
      sendJson<Item>(
        itemUrl(url, id),
        'PUT',
        input,
        openedVersion === undefined ? {} : { 'If-Match': `"${openedVersion}"` },
      ),
    remove: (id: string) => sendJson(itemUrl(url, id), 'DELETE'),
  };
}
