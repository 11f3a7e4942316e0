import {
  DEPLOYMENTS_PATH,
  type ReleaseEvent,
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

/** Gives the remote's canary to every visitor: it becomes the stable build. */
export const promoteCanary = (remote: RemoteName) =>
  sendJson<ReleaseAnswer>(releaseUrl(remote, 'promote'), 'POST');

/** Ends the remote's canary: every visitor gets the stable build again. */
export const rollbackCanary = (remote: RemoteName, request: RollbackRequest) =>
  sendJson<ReleaseAnswer>(releaseUrl(remote, 'rollback'), 'POST', request);
