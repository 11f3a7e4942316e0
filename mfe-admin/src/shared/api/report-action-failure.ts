import { isSignedOut, notify } from '@reedmere/web-kit';
import { ACTION_LOGIN_DELAY_MS } from '../auth/use-login-redirect';
import { refusalReason } from './refusal-reason';

export type EntityAction = 'create' | 'update' | 'delete' | 'copy';
export type EntityName = 'property' | 'development' | 'article' | 'enquiry' | 'property alert';

const PLURAL: Record<EntityName, string> = {
  property: 'properties',
  development: 'developments',
  article: 'articles',
  enquiry: 'enquiries',
  'property alert': 'property alerts',
};

/**
 * Property and development create, update, delete and copy (articles, enquiries and property
 * alerts follow the same rule): a lost session is told 'Authentication Required' and sent to log
 * in after 2 s; a refusal with a reason (a rejected field, a taken slug) shows that reason;
 * anything else is a plain failure.
 */
export function reportActionFailure(
  error: unknown,
  entity: EntityName,
  action: EntityAction,
  sendToLogin: (delayMs: number) => void,
): void {
  if (isSignedOut(error)) {
    notify.error({
      title: 'Authentication Required',
      description: `Please login to ${action} ${PLURAL[entity]}. Redirecting to login...`,
    });
    sendToLogin(ACTION_LOGIN_DELAY_MS);
    return;
  }
  notify.error({
    title: 'Error',
    description: refusalReason(error) ?? `Failed to ${action} ${entity}`,
  });
}
