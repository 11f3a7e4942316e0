import type { CanaryFigures, CanaryRelease } from '@reedmere/contracts';
import { describeFigures } from '@reedmere/contracts';
import { judgeCanary } from '../src/canary-judgement';
import { newsCanaryRelease } from '../src/testing';

const release = (canary: Partial<CanaryRelease['canary']> = {}): CanaryRelease =>
  newsCanaryRelease({ check: { minViews: 20, marginPercent: 2 }, ...canary });

const figures = (canary: [number, number], stable: [number, number] = [100, 0]): CanaryFigures => ({
  canary: { views: canary[0], errors: canary[1] },
  stable: { views: stable[0], errors: stable[1] },
});

const at = (iso: string) => new Date(iso);
const NINE = at('2026-11-30T09:00:00.000Z');

describe("a canary's health check", () => {
  it('waits for the minimum views, however bad the first ones are', () => {
    expect(judgeCanary(release(), figures([19, 19]), NINE)).toEqual({ action: 'wait' });
  });

  it('rolls back once its error rate passes the stable one by more than the margin', () => {
    const verdict = judgeCanary(release(), figures([20, 1], [200, 2]), NINE);
    // 5 % against 1 %: 4 points over a margin of 2.
    expect(verdict).toEqual({
      action: 'rollback',
      reason:
        'canary 1 error in 20 views (5.0 %) against stable 2 errors in 200 views (1.0 %): more than 2 points above, over at least 20 views',
    });
  });

  it('keeps a canary within the margin, and one as bad as the stable build', () => {
    // 2.5 % against 1 %: 1.5 points.
    expect(judgeCanary(release(), figures([40, 1], [100, 1]), NINE)).toEqual({ action: 'wait' });
    expect(judgeCanary(release(), figures([20, 20], [20, 20]), NINE)).toEqual({ action: 'wait' });
  });

  it('takes exactly the margin as within it, whatever floating point makes of it', () => {
    // 7 % against 5 % and 3 % against 1 %: 2 points each.
    expect(judgeCanary(release(), figures([100, 7], [100, 5]), NINE).action).toBe('wait');
    expect(judgeCanary(release(), figures([100, 3], [100, 1]), NINE).action).toBe('wait');
    expect(judgeCanary(release(), figures([100, 8], [100, 5]), NINE).action).toBe('rollback');
  });

  it('uses the default check when the registry names none: 50 views, 2 points', () => {
    const plain = release({ check: undefined });
    expect(judgeCanary(plain, figures([49, 49]), NINE).action).toBe('wait');
    expect(judgeCanary(plain, figures([50, 2]), NINE).action).toBe('rollback');
    expect(judgeCanary(plain, figures([50, 1]), NINE).action).toBe('wait');
  });

  it('rates errors with no view yet by the errors themselves', () => {
    expect(describeFigures({ views: 0, errors: 3 })).toBe('3 errors in 0 views (300.0 %)');
    expect(describeFigures({ views: 1, errors: 0 })).toBe('0 errors in 1 view (0.0 %)');
    expect(describeFigures({ views: 1204, errors: 3 })).toBe('3 errors in 1,204 views (0.2 %)');
  });

  it('does nothing for a canary stopped at 0 %', () => {
    expect(judgeCanary(release({ share: 0 }), figures([50, 50]), NINE)).toEqual({ action: 'wait' });
  });

  describe('with a plan', () => {
    const planned = (canary: Partial<CanaryRelease['canary']> = {}) =>
      release({ plan: { steps: [25, 50, 100], stepMinutes: 5 }, ...canary });

    it('moves to the next step once the share has lasted its minutes, healthy', () => {
      expect(judgeCanary(planned(), figures([20, 0]), at('2026-11-30T09:04:59.000Z'))).toEqual({
        action: 'wait',
      });
      expect(judgeCanary(planned(), figures([20, 0]), at('2026-11-30T09:05:00.000Z'))).toEqual({
        action: 'share',
        share: 25,
        reason:
          'canary 0 errors in 20 views (0.0 %) against stable 0 errors in 100 views (0.0 %), within 2 points, after 5 min at 10 %',
      });
    });

    it("times a step from the share's last change", () => {
      const later = planned({ share: 25, shareSince: '2026-11-30T09:05:00.000Z' });
      expect(judgeCanary(later, figures([30, 0]), at('2026-11-30T09:09:00.000Z')).action).toBe(
        'wait',
      );
      expect(judgeCanary(later, figures([30, 0]), at('2026-11-30T09:10:00.000Z'))).toMatchObject({
        action: 'share',
        share: 50,
      });
    });

    it('promotes at the last step, 100', () => {
      const last = planned({ share: 50, shareSince: '2026-11-30T09:10:00.000Z' });
      expect(judgeCanary(last, figures([60, 0]), at('2026-11-30T09:15:00.000Z'))).toMatchObject({
        action: 'promote',
      });
    });

    it('does not step without the minimum views, and rolls back at any step', () => {
      const late = at('2026-11-30T10:00:00.000Z');
      expect(judgeCanary(planned(), figures([19, 0]), late)).toEqual({ action: 'wait' });
      expect(judgeCanary(planned({ share: 50 }), figures([20, 5]), late).action).toBe('rollback');
    });
  });
});
