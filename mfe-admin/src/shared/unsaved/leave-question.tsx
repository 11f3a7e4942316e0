import { ConfirmDialog } from '../confirm-dialog';
import { forgetUnsavedChanges } from './use-leave-warning';

export interface LeaveQuestionProps {
  open: boolean;
  /** What the admin is about to do: 'Log out' or 'Leave'. */
  action: 'Log out' | 'Leave';
  /** Called once the admin chose to lose the changes; the browser will not ask again. */
  onLeave: () => void;
  onStay: () => void;
}

/** Asked before the panel is left while a form holds changes. */
export function LeaveQuestion({ open, action, onLeave, onStay }: LeaveQuestionProps) {
  const doing = action === 'Leave' ? 'Leave the panel' : action;
  return (
    <ConfirmDialog
      open={open}
      title={`${action} with unsaved changes?`}
      text={`A form in the panel has changes that have not been saved. ${doing} and discard them?`}
      confirmLabel={action}
      cancelLabel="Keep editing"
      onConfirm={() => {
        forgetUnsavedChanges();
        onLeave();
      }}
      onCancel={onStay}
    />
  );
}
