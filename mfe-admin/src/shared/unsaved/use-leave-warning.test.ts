import { renderHook } from '@testing-library/react';
import { leavingIsQuestioned } from '../testing/unsaved-changes';
import { useLeaveWarning } from './use-leave-warning';

describe('useLeaveWarning', () => {
  it('asks before leaving only while active, and stops when unmounted', () => {
    const { rerender, unmount } = renderHook(({ active }) => useLeaveWarning(active), {
      initialProps: { active: false },
    });
    expect(leavingIsQuestioned()).toBe(false);
    rerender({ active: true });
    expect(leavingIsQuestioned()).toBe(true);
    rerender({ active: false });
    expect(leavingIsQuestioned()).toBe(false);
    rerender({ active: true });
    unmount();
    expect(leavingIsQuestioned()).toBe(false);
  });
});
