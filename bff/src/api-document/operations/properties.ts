import Joi from 'joi';
import { LIST_PAGE_SIZE, MAX_LIST_LIMIT } from '@reedmere/contracts';
import {
  DEFAULT_LIST_LIMIT,
  listPageQuerySchema,
  propertyInputSchema,
  propertyListQuerySchema,
  propertyUpdateSchema,
} from '@reedmere/contracts/schemas';
import { imageUrlBody } from '../../routes/properties';
import { adminDelete, adminList } from '../common-operations';
import type { ApiOperation } from '../operation';
import { homeContent, listingsUnavailable, propertyRecord } from '../records';
import {
  INVALID,
  LIST_NOT_MODIFIED,
  listOf,
  NOT_FOUND,
  NOT_MODIFIED,
  SAVED_IN_BETWEEN,
} from '../responses';

const tag = 'Properties';
const byId = { id: 'The property id' };

/** How a listings read is paged: never the whole list at once. */
const PAGING =
  `Without \`limit\`, the first ${DEFAULT_LIST_LIMIT} (\`page\` alone pages by ${LIST_PAGE_SIZE}); ` +
  `a \`limit\` above ${MAX_LIST_LIMIT} is refused with 400. \`X-Total-Count\` counts every match.`;

export const PROPERTY_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/properties',
    tag,
    summary: 'Search the listings',
    description:
      `Visible listings, newest first. ${PAGING} While the listings are unavailable the answer ` +
      'is 200 with a message and a suggestion in place of the list.',
    query: propertyListQuerySchema,
    conditional: true,
    responses: {
      200: {
        description: 'The matching listings, or the message shown while they are unavailable',
        json: Joi.alternatives().try(Joi.array().items(propertyRecord), listingsUnavailable),
        headers: ['X-Total-Count', 'Link'],
      },
      ...LIST_NOT_MODIFIED,
      ...INVALID,
    },
  },
  {
    method: 'get',
    path: '/properties/under-offer',
    tag,
    summary: 'Listings under offer',
    description: `Visible listings under offer, newest first. ${PAGING}`,
    query: listPageQuerySchema,
    conditional: true,
    responses: {
      200: listOf('Listings under offer, newest first', propertyRecord),
      ...LIST_NOT_MODIFIED,
      ...INVALID,
    },
  },
  {
    method: 'get',
    path: '/properties/:id',
    tag,
    summary: 'One listing',
    params: byId,
    conditional: true,
    responses: {
      200: { description: 'The listing', json: propertyRecord },
      ...NOT_MODIFIED,
      ...INVALID,
      ...NOT_FOUND,
    },
  },
  {
    method: 'get',
    path: '/home',
    tag: 'Site',
    summary: 'Everything the home page shows',
    description:
      'The newest listings of each market, those under offer and the newest projects. A section ' +
      'whose service did not answer is `{ "error": "<message>" }` (the answer is then not to be ' +
      'stored); 503 only when no section could be read.',
    conditional: true,
    responses: { 200: { description: 'The sections', json: homeContent }, ...NOT_MODIFIED },
  },
  adminList({
    path: '/admin/properties',
    tag,
    summary: 'Every listing, hidden ones too',
    items: 'Every listing, newest first',
    record: propertyRecord,
  }),
  {
    method: 'post',
    path: '/properties',
    tag,
    admin: true,
    summary: 'Add a listing',
    body: propertyInputSchema,
    responses: { 201: { description: 'The new listing', json: propertyRecord } },
  },
  {
    method: 'put',
    path: '/properties/:id',
    tag,
    admin: true,
    summary: 'Replace a listing',
    description:
      'Takes the input fields, or the record as it was read (its `id` must be the one in the path). ' +
      '`If-Match: "<updatedAt>"` makes it conditional on the listing not having been saved since.',
    params: byId,
    body: propertyUpdateSchema,
    responses: {
      200: { description: 'The listing as stored', json: propertyRecord },
      ...NOT_FOUND,
      ...SAVED_IN_BETWEEN,
    },
  },
  adminDelete({ path: '/properties/:id', tag, summary: 'Delete a listing', params: byId }),
  {
    method: 'post',
    path: '/properties/:id/copy',
    tag,
    admin: true,
    summary: 'Copy a listing (hidden, titled as a copy)',
    params: byId,
    responses: {
      201: { description: 'The copy', json: propertyRecord },
      ...INVALID,
      ...NOT_FOUND,
    },
  },
  ...(['toggle-hidden', 'toggle-under-offer'] as const).map((toggle): ApiOperation => ({
    method: 'patch',
    path: `/admin/properties/:id/${toggle}`,
    tag,
    admin: true,
    summary:
      toggle === 'toggle-hidden' ? 'Hide or show a listing' : 'Mark or unmark as under offer',
    params: byId,
    responses: {
      200: { description: 'The listing as stored', json: propertyRecord },
      ...INVALID,
      ...NOT_FOUND,
    },
  })),
  {
    method: 'delete',
    path: '/properties/:id/images',
    tag,
    admin: true,
    summary: "Remove one image from a listing's gallery",
    params: byId,
    body: imageUrlBody,
    responses: {
      200: { description: 'The listing as stored', json: propertyRecord },
      ...NOT_FOUND,
    },
  },
];
