import { DEPLOYMENT_HISTORY_LINES } from '@reedmere/contracts';
import { rollbackRequestSchema } from '@reedmere/contracts/schemas';
import type { ApiOperation } from '../operation';
import { deploymentsOverviewRecord, releaseChangeRecord } from '../release-records';
import { INVALID, refusal } from '../responses';

const tag = 'Deployments';
const remote = { remote: 'The remote: listings, developments, news, calculators or admin' };
const NO_CANARY = {
  409: refusal(
    "The remote has no canary (ended meanwhile, by a person or the health check), or the site's remotes are fixed by its configuration",
  ),
};

export const DEPLOYMENT_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/deployments',
    tag,
    admin: true,
    summary: "The remotes' builds, canaries and release history",
    description:
      "Each remote's stable build and its canary, if one is tried: share, plan, health check, " +
      `and the views and errors counted so far; the latest ${DEPLOYMENT_HISTORY_LINES} release ` +
      'events. For the owner and managers.',
    responses: { 200: { description: 'The overview', json: deploymentsOverviewRecord } },
  },
  {
    method: 'post',
    path: '/admin/deployments/:remote/promote',
    tag,
    admin: true,
    summary: "Promote a remote's canary",
    description: 'Every visitor gets the canary from their next page; recorded with who did it.',
    params: remote,
    responses: {
      200: { description: 'Promoted; the history line', json: releaseChangeRecord },
      ...INVALID,
      ...NO_CANARY,
    },
  },
  {
    method: 'post',
    path: '/admin/deployments/:remote/rollback',
    tag,
    admin: true,
    summary: "Roll a remote's canary back",
    description:
      'Every visitor gets the stable build again from their next page; recorded with who did it ' +
      'and the reason given.',
    params: remote,
    body: rollbackRequestSchema,
    responses: {
      200: { description: 'Rolled back; the history line', json: releaseChangeRecord },
      ...INVALID,
      ...NO_CANARY,
    },
  },
];
