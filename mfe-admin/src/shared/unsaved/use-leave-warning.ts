import { useEffect } from 'react';

/** The forms on the page that hold unsaved changes; while there is one, leaving is asked about. */
const unsavedForms = new Set<symbol>();

const askBeforeLeaving = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older browsers only ask when returnValue is set.
  event.returnValue = '';
};

function updateLeaveQuestion() {
  if (unsavedForms.size > 0) window.addEventListener('beforeunload', askBeforeLeaving);
  else window.removeEventListener('beforeunload', askBeforeLeaving);
}

/** True while any form of the panel holds unsaved changes. */
export const hasUnsavedChanges = (): boolean => unsavedForms.size > 0;

/** The admin chose to leave and lose the changes: the browser need not ask a second time. */
export function forgetUnsavedChanges(): void {
  unsavedForms.clear();
  updateLeaveQuestion();
}

/** While `active`, the browser asks before the page is left or reloaded. */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const form = Symbol('unsaved form');
    unsavedForms.add(form);
    updateLeaveQuestion();
    return () => {
      unsavedForms.delete(form);
      updateLeaveQuestion();
    };
  }, [active]);
}
