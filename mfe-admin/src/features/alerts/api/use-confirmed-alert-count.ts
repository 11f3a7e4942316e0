import type { AlertSubscriptionSummary } from '@reedmere/contracts';
import { useListCount } from '../../../shared/api/use-list-count';
import { ALERTS_URL } from './alerts-api';

const isConfirmed = (alert: AlertSubscriptionSummary) => alert.confirmed;

/**
 * Every confirmed subscription, for the tab's label, when `allowed` to see them. The total rather
 * than the last 7 days: it matches the list below it and does not change with the clock alone.
 */
export const useConfirmedAlertCount = (allowed: boolean): number | undefined =>
  useListCount<AlertSubscriptionSummary>(allowed ? ALERTS_URL : null, isConfirmed);
