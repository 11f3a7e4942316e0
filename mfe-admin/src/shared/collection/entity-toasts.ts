import { reportActionFailure, type EntityName } from '../api/report-action-failure';
import type { SendToLogin } from '../auth/use-login-redirect';
import type { WriteAction } from './use-collection-tab';

/**
 * The toasts of a tab over properties, developments, articles or property alerts: 'Property
 * created successfully' and so on, and its failures as reportActionFailure tells them.
 */
export function entityToasts(entity: EntityName) {
  const name = `${entity.charAt(0).toUpperCase()}${entity.slice(1)}`;
  return {
    messages: {
      created: `${name} created successfully`,
      updated: `${name} updated successfully`,
      deleted: `${name} deleted successfully`,
    },
    reportFailure: (error: unknown, action: WriteAction, sendToLogin: SendToLogin) =>
      reportActionFailure(error, entity, action, sendToLogin),
  };
}
