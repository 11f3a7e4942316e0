import { renderHook } from '@testing-library/react';
import { usePageAnnouncement } from './use-page-announcement';

describe('usePageAnnouncement', () => {
  it('says nothing for the page the list opened at', () => {
    const { result } = renderHook(() => usePageAnnouncement(3));
    expect(result.current).toBe('');
  });

  it('names the page shown after each change, Back to an earlier page included', () => {
    const { result, rerender } = renderHook(({ page }) => usePageAnnouncement(page), {
      initialProps: { page: 1 },
    });
    for (const page of [2, 3, 4]) {
      rerender({ page });
      expect(result.current).toBe(`Page ${page}`);
    }
    rerender({ page: 2 });
    expect(result.current).toBe('Page 2');
    // Back at the first page, it is announced too.
    rerender({ page: 1 });
    expect(result.current).toBe('Page 1');
  });
});
