import { useCallback, useState } from 'react';

/**
 * Whether any of a form's galleries is still compressing what was just chosen: the form holds
 * its save button meanwhile, so no chosen image is left out of the save.
 */
export function usePreparingImages(): {
  preparing: boolean;
  busyReporter: (gallery: string) => (busy: boolean) => void;
} {
  const [busyGalleries, setBusyGalleries] = useState<ReadonlySet<string>>(new Set());
  const busyReporter = useCallback(
    (gallery: string) => (busy: boolean) =>
      setBusyGalleries((current) => {
        const next = new Set(current);
        if (busy) next.add(gallery);
        else next.delete(gallery);
        return next;
      }),
    [],
  );
  return { preparing: busyGalleries.size > 0, busyReporter };
}
