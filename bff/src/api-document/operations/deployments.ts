import { DEPLOYMENT_HISTORY_LINES } from '@reedmere/contracts';
import { promoteRequestSchema, rollbackRequestSchema } from '@reedmere/contracts/schemas';
import type { ApiOperation } from '../operation';
import { deploymentsOverviewRecord, releaseChangeRecord } from '../release-records';
import { INVALID, refusal } from '../responses';

const tag = 'Deployments';
const remote = { remote: 'The remote: listings, developments, news, calculators or admin' };
const NO_CANARY = {
  409: refusal(
    "The canary named is not the remote's any more (ended or replaced meanwhile, by a person or the health check), the registry is being changed by another release, or the site's remotes are fixed by its configuration",
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
    description:
      'Every visitor gets the canary from their next page; recorded with who did it. The body ' +
      'names the canary meant: one deployed since is not promoted in its place (409).',
    params: remote,
    body: promoteRequestSchema,
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
      'and the reason given. The body names the canary meant, as for a promotion.',
    params: remote,
    body: rollbackRequestSchema,
    responses: {
      200: { description: 'Rolled back; the history line', json: releaseChangeRecord },
      ...INVALID,
      ...NO_CANARY,
    },
  },
];
