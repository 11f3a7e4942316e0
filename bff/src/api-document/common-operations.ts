import type Joi from 'joi';
import { pageQuerySchema } from '../list-page';
import type { ApiOperation } from './operation';
import { INVALID, LIST_NOT_MODIFIED, listOf, NO_CONTENT, NOT_FOUND } from './responses';
import type { ApiTag } from './tags';

// The kinds of operation that several collections share, so that each is documented alike.

interface ListOperation {
  path: string;
  tag: ApiTag;
  summary: string;
  /** What the answer holds, in which order: `Every project, newest first`. */
  items: string;
  record: Joi.Schema;
}

/** A list the site reads, a page at a time, answered 304 while unchanged. */
export const publicList = ({ path, tag, summary, items, record }: ListOperation): ApiOperation => ({
  method: 'get',
  path,
  tag,
  summary,
  query: pageQuerySchema,
  conditional: true,
  responses: { 200: listOf(items, record), ...LIST_NOT_MODIFIED, ...INVALID },
});

/** A list only the admin reads, a page at a time. */
export const adminList = ({ path, tag, summary, items, record }: ListOperation): ApiOperation => ({
  method: 'get',
  path,
  tag,
  admin: true,
  summary,
  query: pageQuerySchema,
  responses: { 200: listOf(items, record), ...INVALID },
});

interface DeleteOperation {
  path: string;
  tag: ApiTag;
  summary: string;
  /** The path's `id`, in words. */
  params: { id: string };
}

/** The admin deletes one record, named by the path's `:id`. */
export const adminDelete = ({ path, tag, summary, params }: DeleteOperation): ApiOperation => ({
  method: 'delete',
  path,
  tag,
  admin: true,
  summary,
  params,
  responses: { ...NO_CONTENT, ...INVALID, ...NOT_FOUND },
});
