import { auditEventQuerySchema, listPageQuerySchema } from '@reedmere/contracts/schemas';
import type { ApiOperation } from '../operation';
import { auditEventRecord } from '../records';
import { INVALID, listOf, NOT_FOUND } from '../responses';

const tag = 'Activity';

export const ACTIVITY_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/activity',
    tag,
    admin: true,
    summary: "The staff's activity",
    description:
      'Every admin change (with the fields it changed, before and after for short values) and ' +
      'every sign-in, successful or not. For the owner and managers. Days are UK days.',
    query: auditEventQuerySchema,
    responses: { 200: listOf('Matching events, newest first', auditEventRecord), ...INVALID },
  },
  {
    method: 'get',
    path: '/admin/properties/:id/history',
    tag,
    admin: true,
    summary: "A listing's history",
    description: 'The changes made to one listing, for whoever may see it; addresses are left out.',
    params: { id: 'The listing id' },
    query: listPageQuerySchema,
    responses: {
      200: listOf("The listing's events, newest first", auditEventRecord),
      ...INVALID,
      ...NOT_FOUND,
    },
  },
];
