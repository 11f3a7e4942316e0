import type { ChipProps } from '@mui/material';
import { HEALTH_CHECK_ACTOR, type ReleaseAction, type ReleaseEvent } from '@reedmere/contracts';

/** Each action as the history's reader says it. */
export const RELEASE_ACTION_NAMES: Readonly<Record<ReleaseAction, string>> = {
  deploy: 'Deployed',
  canary: 'Canary started',
  share: 'Share changed',
  promote: 'Promoted',
  rollback: 'Rolled back',
};

export const RELEASE_ACTION_COLOURS: Readonly<Record<ReleaseAction, ChipProps['color']>> = {
  deploy: 'default',
  canary: 'primary',
  share: 'default',
  promote: 'success',
  rollback: 'error',
};

/** A canary the health check ended because it failed: the line a person scanning must not miss. */
export const isAutomaticRollback = (event: ReleaseEvent): boolean =>
  event.action === 'rollback' && event.by === HEALTH_CHECK_ACTOR;

/** The action's name; a newer server's action shows as itself. */
export const releaseActionName = (event: ReleaseEvent): string =>
  isAutomaticRollback(event)
    ? 'Automatic rollback'
    : ((RELEASE_ACTION_NAMES as Readonly<Record<string, string | undefined>>)[event.action] ??
      event.action);
