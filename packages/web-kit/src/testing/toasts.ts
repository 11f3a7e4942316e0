import { afterEach } from '@jest/globals';
import { act } from '@testing-library/react';
import { toast } from 'sonner';

/**
 * Takes every toast away after each test of the file: sonner keeps its toasts in a module-level
 * store that outlives each test's render, so one test's message would still show in the next.
 */
export function dismissToastsAfterEachTest(): void {
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
  });
}
