import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { useLeaveWarning } from './use-leave-warning';

interface Question {
  text: string;
  open: () => void;
}

/** The stored item the open form edits, by id and the name the admin knows it by. */
export interface EditedItem {
  id: string;
  name: string;
}

/**
 * Keeps a screen's unsaved form from being replaced without asking. The form reports through
 * `onDirtyChange`; `replace` opens another item at once while the form is clean and asks first
 * while it is not. Leaving or reloading the page is asked about too.
 * `edited` is null for a new item, which the question calls `newItem` ('the new property').
 */
export function useDiscardGuard(edited: EditedItem | null, newItem: string) {
  const [dirty, setDirty] = useState(false);
  // The question stays set while the dialog fades out, so its text does not vanish first.
  const [question, setQuestion] = useState<Question | null>(null);
  const [asking, setAsking] = useState(false);
  useLeaveWarning(dirty);

  const replace = (id: string, name: string, open: () => void) => {
    // Edit on the item already open keeps the form as it is.
    if (id === edited?.id) return;
    if (!dirty) {
      open();
      return;
    }
    const current = edited ? `"${edited.name}"` : newItem;
    setQuestion({
      text: `Your changes to ${current} have not been saved. Discard them and open "${name}"?`,
      open,
    });
    setAsking(true);
  };

  const dialog = (
    <ConfirmDialog
      open={asking}
      title="Discard unsaved changes?"
      text={question?.text ?? ''}
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={() => {
        setAsking(false);
        question?.open();
      }}
      onCancel={() => setAsking(false)}
    />
  );

  return { onDirtyChange: setDirty, replace, dialog };
}
