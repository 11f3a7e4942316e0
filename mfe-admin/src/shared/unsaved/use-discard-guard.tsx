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
 * Keeps a screen's unsaved form from being replaced or closed without asking. The form reports
 * through `onDirtyChange`; `replace` opens another item and `discard` closes the form (Cancel),
 * each at once while the form is clean and after asking while it is not. Leaving or reloading the
 * page is asked about too.
 * `edited` is null for a new item, which the question calls `newItem` ('the new property').
 */
export function useDiscardGuard(edited: EditedItem | null, newItem: string) {
  const [dirty, setDirty] = useState(false);
  // The question stays set while the dialog fades out, so its text does not vanish first.
  const [question, setQuestion] = useState<Question | null>(null);
  const [asking, setAsking] = useState(false);
  useLeaveWarning(dirty);

  const current = edited ? `"${edited.name}"` : newItem;
  /** Goes on at once while the form is clean; asks `text` first while it holds changes. */
  const askIfDirty = (text: string, go: () => void) => {
    if (!dirty) {
      go();
      return;
    }
    setQuestion({ text, open: go });
    setAsking(true);
  };

  const replace = (id: string, name: string, open: () => void) => {
    // Edit on the item already open keeps the form as it is.
    if (id === edited?.id) return;
    askIfDirty(
      `Your changes to ${current} have not been saved. Discard them and open "${name}"?`,
      open,
    );
  };

  // Cancel is one click from losing a long edit, as Edit on another item is.
  const discard = (close: () => void) =>
    askIfDirty(`Your changes to ${current} have not been saved. Discard them?`, close);

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

  return { onDirtyChange: setDirty, replace, discard, dialog };
}
