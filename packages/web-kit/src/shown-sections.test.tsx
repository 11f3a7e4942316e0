import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import { keepShownSections, withShownSections } from './shown-sections';

const down = { error: 'Properties are temporarily unavailable. Please try again shortly.' };

describe('withShownSections', () => {
  it('keeps a section shown before where the fresh answer marks it failed', () => {
    const shown = { listings: ['a', 'b'], developments: ['x'] };
    const fresh = { listings: down, developments: ['y'] };
    expect(withShownSections(fresh, shown)).toEqual({ listings: ['a', 'b'], developments: ['y'] });
    // The fresh answer itself is left as it came.
    expect(fresh.listings).toBe(down);
  });

  it('leaves a failed section failed when nothing of it was shown, or it had failed before', () => {
    expect(withShownSections({ listings: down }, {})).toEqual({ listings: down });
    expect(withShownSections({ listings: down }, { listings: down })).toEqual({ listings: down });
    expect(withShownSections({ listings: down }, undefined)).toEqual({ listings: down });
  });

  it('returns the same answer when nothing is kept, and answers that are not records as they are', () => {
    const fresh = { listings: ['c'] };
    expect(withShownSections(fresh, { listings: ['a'] })).toBe(fresh);
    const list = [down];
    expect(withShownSections(list, [['a']])).toBe(list);
    expect(withShownSections('text', { listings: ['a'] })).toBe('text');
  });
});

describe('keepShownSections', () => {
  const KEY = '/api/home';

  function wrapperWith(config: SWRConfiguration) {
    return ({ children }: { children: ReactNode }) => (
      <SWRConfig
        value={{
          provider: () => new Map(),
          shouldRetryOnError: false,
          use: [keepShownSections],
          ...config,
        }}
      >
        {children}
      </SWRConfig>
    );
  }

  it("keeps the served page's section when reading it again finds that section failed", async () => {
    const fetcher = jest.fn(async () => ({ listings: down, developments: ['y'] }));
    const { result } = renderHook(() => useSWR(KEY, fetcher), {
      wrapper: wrapperWith({ fallback: { [KEY]: { listings: ['a'], developments: ['x'] } } }),
    });
    await waitFor(() =>
      expect(result.current.data).toEqual({ listings: ['a'], developments: ['y'] }),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps the section of the cached answer, and shows a recovered one', async () => {
    const answers: unknown[] = [{ listings: ['a'] }, { listings: down }, { listings: ['b'] }];
    const fetcher = jest.fn(async () => answers.shift());
    const { result } = renderHook(() => useSWR(KEY, fetcher), { wrapper: wrapperWith({}) });
    await waitFor(() => expect(result.current.data).toEqual({ listings: ['a'] }));
    await act(() => result.current.mutate());
    expect(result.current.data).toEqual({ listings: ['a'] });
    await act(() => result.current.mutate());
    expect(result.current.data).toEqual({ listings: ['b'] });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('shows a failed section when no answer was shown before', async () => {
    const fetcher = jest.fn(async () => ({ listings: down }));
    const { result } = renderHook(() => useSWR(KEY, fetcher), { wrapper: wrapperWith({}) });
    await waitFor(() => expect(result.current.data).toEqual({ listings: down }));
  });
});
