import { checkText, planText, shareText } from './canary-text';

describe("a live canary's description", () => {
  it('gives its share of visitors, and says a canary at 0 % serves nobody', () => {
    expect(shareText(10)).toBe('10 % of visitors');
    expect(shareText(0)).toBe('0 % of visitors: stopped, nobody gets it');
  });

  it('spells out its plan, or that a person ends it', () => {
    expect(planText({ steps: [25, 50, 100], stepMinutes: 5 })).toBe(
      '25 % → 50 % → 100 %, 5 min a step',
    );
    expect(planText({ steps: [100], stepMinutes: 0.5 })).toBe('100 %, 0.5 min a step');
    expect(planText(undefined)).toBe('No plan: promote or roll back by hand');
  });

  it('says when the health check rolls it back', () => {
    expect(checkText({ minViews: 50, marginPercent: 2 })).toBe(
      "Rolled back if its errors per view pass the stable build's by more than 2 points, after 50 views",
    );
    expect(checkText({ minViews: 1, marginPercent: 1 })).toBe(
      "Rolled back if its errors per view pass the stable build's by more than 1 point, after 1 view",
    );
  });
});
