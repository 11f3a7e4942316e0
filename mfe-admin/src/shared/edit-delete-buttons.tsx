import { Button } from '@mui/material';
import { editButtonId } from './use-return-focus';

export interface EditDeleteButtonsProps<Item extends { id: string }> {
  item: Item;
  /** The item's name, as the buttons' accessible names say it. */
  name: string;
  /** The scope of useReturnFocus: the focus comes back to Edit when the item's form closes. */
  scope: string;
  /** Set while a change to the item is being sent. */
  busy?: boolean;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}

/** An item's Edit and Delete buttons, for the caller to lay out. */
export function EditDeleteButtons<Item extends { id: string }>({
  item,
  name,
  scope,
  busy,
  onEdit,
  onDelete,
}: EditDeleteButtonsProps<Item>) {
  return (
    <>
      <Button
        id={editButtonId(scope, item.id)}
        variant="outlined"
        onClick={() => onEdit(item)}
        disabled={busy}
        aria-label={`Edit ${name}`}
      >
        Edit
      </Button>
      <Button
        color="error"
        variant="outlined"
        onClick={() => onDelete(item)}
        disabled={busy}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </>
  );
}
