import {
  DEPLOYMENTS_PATH,
  type ReleaseEvent,
  type PromoteRequest,
  type RemoteName,
  type RollbackRequest,
} from '@reedmere/contracts';
import { itemUrl } from '../../../shared/api/json-collection';
import { sendJson } from '../../../shared/api/send-json';

/** What a promotion or rollback answers: the release history's new line. */
export interface ReleaseAnswer {
  event: ReleaseEvent;
}

const releaseUrl = (remote: RemoteName, action: 'promote' | 'rollback') =>
  `${itemUrl(DEPLOYMENTS_PATH, remote)}/${action}`;

/**
 * Gives the remote's canary at `canaryUrl` to every visitor: it becomes the stable build. A
 * canary deployed since the overview was read is not promoted in its place (409).
 */
export const promoteCanary = (remote: RemoteName, request: PromoteRequest) =>
  sendJson<ReleaseAnswer>(releaseUrl(remote, 'promote'), 'POST', request);

/** Ends the remote's canary named: every visitor gets the stable build again. */
export const rollbackCanary = (remote: RemoteName, request: RollbackRequest) =>
  sendJson<ReleaseAnswer>(releaseUrl(remote, 'rollback'), 'POST', request);
