import { useLayoutEffect, useRef, useState } from 'react';
import { sameValues } from './same-values';

/**
 * Tells the form's owner whether `current` differs from what the form opened with. A form that
 * closes (saved, cancelled or replaced) reports clean, so nothing is left marked unsaved.
 */
export function useDirtyReport(current: unknown, onDirtyChange: (dirty: boolean) => void) {
  const [initial] = useState(current);
  const dirty = !sameValues(initial, current);
  const report = useRef(onDirtyChange);
  // Layout effects: the owner knows before the next click, even when a gallery changed late.
  useLayoutEffect(() => {
    report.current = onDirtyChange;
  }, [onDirtyChange]);
  useLayoutEffect(() => {
    report.current(dirty);
  }, [dirty]);
  useLayoutEffect(() => () => report.current(false), []);
}
