import { useEffect, useState } from 'react';

/** A list's answer and the page it was read for. */
export interface ShownPage<A> {
  answer: A;
  page: number;
}

/**
 * What a paged list shows of SWR's read of page `page` (kept with `keepPreviousData`): nothing
 * on an error or before the first answer; while the page asked for is on its way (`pending`),
 * the answer before it, with the page number it was read for rather than the one now asked for
 * (so its position and pager stay right); else the answer.
 */
export function useShownPage<A>(
  data: A | undefined,
  error: unknown,
  pending: boolean,
  page: number,
): ShownPage<A> | null {
  const [settled, setSettled] = useState<ShownPage<A> | null>(null);
  useEffect(() => {
    if (data !== undefined && !pending) setSettled({ answer: data, page });
  }, [data, pending, page]);
  if (error !== undefined || data === undefined) return null;
  return pending && settled ? settled : { answer: data, page };
}
