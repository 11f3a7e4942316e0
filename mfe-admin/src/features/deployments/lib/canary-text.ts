import { countText, type CanaryCheck, type RolloutPlan } from '@reedmere/contracts';

const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** '10 % of visitors'; a canary at 0 % is stopped but not yet ended. */
export const shareText = (share: number): string =>
  share === 0 ? '0 % of visitors: stopped, nobody gets it' : `${share} % of visitors`;

/** '25 % → 50 % → 100 %, 5 min a step', or that a person ends it. */
export const planText = (plan: RolloutPlan | undefined): string =>
  plan
    ? `${plan.steps.map((step) => `${step} %`).join(' → ')}, ${NUMBER.format(plan.stepMinutes)} min a step`
    : 'No plan: promote or roll back by hand';

/**
 * "Rolled back if its errors per view pass the stable build's by more than 2 points, after 50
 * views".
 */
export const checkText = ({ minViews, marginPercent }: CanaryCheck): string =>
  `Rolled back if its errors per view pass the stable build's by more than ${NUMBER.format(marginPercent)} ${
    marginPercent === 1 ? 'point' : 'points'
  }, after ${countText(minViews, 'view', 'views')}`;
