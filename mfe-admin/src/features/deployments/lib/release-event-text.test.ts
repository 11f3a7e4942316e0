import type { ReleaseEvent } from '@reedmere/contracts';
import { isAutomaticRollback, releaseActionName } from './release-event-text';
import { AUTOMATIC_ROLLBACK, HISTORY } from './test-deployments';

describe('a line of the release history', () => {
  it("names a rollback by the health check apart from a person's", () => {
    const byPerson: ReleaseEvent = { ...AUTOMATIC_ROLLBACK, by: 'Alex Admin' };
    expect(isAutomaticRollback(AUTOMATIC_ROLLBACK)).toBe(true);
    expect(releaseActionName(AUTOMATIC_ROLLBACK)).toBe('Automatic rollback');
    expect(isAutomaticRollback(byPerson)).toBe(false);
    expect(releaseActionName(byPerson)).toBe('Rolled back');
  });

  it("does not mark the health check's other actions", () => {
    const stepped: ReleaseEvent = { ...HISTORY[0]!, action: 'share', by: 'health check' };
    expect(isAutomaticRollback(stepped)).toBe(false);
    expect(releaseActionName(stepped)).toBe('Share changed');
  });

  it('shows an action a newer server records as itself', () => {
    const unknown = { ...HISTORY[0]!, action: 'pause' } as unknown as ReleaseEvent;
    expect(releaseActionName(unknown)).toBe('pause');
  });
});
