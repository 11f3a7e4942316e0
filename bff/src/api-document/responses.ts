import Joi from 'joi';
import type { ResponseSpec } from './operation';
import { errorBody } from './records';

/** A refusal or failure with the shared error body. */
export const refusal = (description: string): ResponseSpec => ({ description, json: errorBody });

/** Every request whose path holds a backslash is refused before any route sees it. */
export const MALFORMED_TARGET = refusal(
  'The request target is malformed: a backslash in the path, which URL parsers read as a slash',
);
export const INVALID = {
  400: refusal(
    'The input is not valid (`errors` names each field), or the request target is malformed',
  ),
};
export const NOT_FOUND = { 404: refusal('There is no such record') };
export const RATE_LIMITED = {
  429: {
    ...refusal('Too many requests from this address or for this e-mail address'),
    headers: ['Retry-After'],
  },
} as const;

/** A list's answer: the records of the page asked for, and the list headers. */
export const listOf = (description: string, record: Joi.Schema): ResponseSpec => ({
  description,
  json: Joi.array().items(record),
  headers: ['X-Total-Count', 'Link'],
});

export const NO_CONTENT = { 204: { description: 'Done; no body' } };
export const NOT_MODIFIED = { 304: { description: 'Unchanged since the ETag in If-None-Match' } };
/** A list's 304 repeats the counts of the answer it stands for, so a cache keeps them true. */
export const LIST_NOT_MODIFIED = {
  304: { ...NOT_MODIFIED[304], headers: ['X-Total-Count', 'Link'] as ResponseSpec['headers'] },
};
/** A replacement sent with `If-Match` whose record someone else saved after it was opened. */
export const SAVED_IN_BETWEEN = {
  412: refusal(
    'Sent with `If-Match` naming the record as it was opened (its `updatedAt`, quoted), and someone has saved it since: the message names who and when; nothing is changed',
  ),
};
export const CONFLICT = { 409: refusal('Another record already has this slug or page path') };
