import type { ReactNode } from 'react';
import { Stack, type SxProps, type Theme } from '@mui/material';
import { EditDeleteButtons } from './edit-delete-buttons';
import type { ItemActions } from './item-list';

export interface ListItemButtonsProps<Item extends { id: string }> {
  item: Item;
  /** The item's name, as the buttons' accessible names say it. */
  name: string;
  /** The scope of useReturnFocus: the focus comes back to Edit when the item's form closes. */
  scope: string;
  /** What the list was given to act on its items. */
  actions: ItemActions<Item>;
  /** The item's own controls, shown before Edit and Delete. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A listed item's row of buttons: its own controls, then Edit and Delete, which wait while a
 * change to the item is being sent. None for someone who may only read the list.
 */
export function ListItemButtons<Item extends { id: string }>({
  item,
  name,
  scope,
  actions: { busyId, onEdit, onDelete, readOnly },
  children,
  sx,
}: ListItemButtonsProps<Item>) {
  if (readOnly) return null;
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      {children}
      <EditDeleteButtons
        item={item}
        name={name}
        scope={scope}
        busy={busyId === item.id}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </Stack>
  );
}
