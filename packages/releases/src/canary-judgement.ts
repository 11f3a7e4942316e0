import {
  compareFigures,
  DEFAULT_CANARY_CHECK,
  errorRate,
  type CanaryFigures,
  type CanaryRelease,
} from '@reedmere/contracts';

/** What the health check does about one canary now. */
export type CanaryVerdict =
  | { action: 'wait' }
  | { action: 'rollback'; reason: string }
  | { action: 'share'; share: number; reason: string }
  | { action: 'promote'; reason: string };

/**
 * The health check's rule for one canary, from the figures counted since it started:
 * - once it has had the check's minimum views, an error rate above the stable build's by more
 *   than the margin rolls it back, at once and at any step;
 * - with a plan, a share that has lasted the plan's minutes with enough views and no such excess
 *   moves to the next step, and the step 100 is the promotion;
 * - otherwise (too few views, a step not yet over, no plan, or stopped at 0 %) it waits.
 */
export function judgeCanary(
  release: CanaryRelease,
  figures: CanaryFigures,
  now: Date,
): CanaryVerdict {
  const { canary } = release;
  if (canary.share === 0) return { action: 'wait' };
  const check = canary.check ?? DEFAULT_CANARY_CHECK;
  if (figures.canary.views < check.minViews) return { action: 'wait' };
  const excess = errorRate(figures.canary) - errorRate(figures.stable);
  const compared = compareFigures(figures);
  // Points as floating point: 7/100 against 5/100 is 2.0000000000000004, not above 2.
  if (excess * 100 > check.marginPercent + 1e-9) {
    return {
      action: 'rollback',
      reason: `${compared}: more than ${check.marginPercent} points above, over at least ${check.minViews} views`,
    };
  }
  const { plan } = canary;
  if (!plan) return { action: 'wait' };
  const stepStarted = Date.parse(canary.shareSince ?? canary.since);
  if (now.getTime() - stepStarted < plan.stepMinutes * 60_000) return { action: 'wait' };
  const next = plan.steps.find((step) => step > canary.share) ?? 100;
  const healthy = `${compared}, within ${check.marginPercent} points, after ${plan.stepMinutes} min at ${canary.share} %`;
  return next >= 100
    ? { action: 'promote', reason: healthy }
    : { action: 'share', share: next, reason: healthy };
}
