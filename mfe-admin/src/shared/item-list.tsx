import type { ReactNode } from 'react';
import { Paper, Stack, type SxProps, type Theme } from '@mui/material';

/** What a list of a collection tab's items is given to act on an item (see useCollectionTab). */
export interface ItemActions<Item> {
  /** The item whose change or deletion is being sent, shown busy; null when none is. */
  busyId: string | null;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
  /** For someone who may only read the list: no buttons that change an item. */
  readOnly?: boolean;
}

/** A list of the admin's items, one outlined card each, stacked without bullets. */
export function ItemList({ spacing = 2, children }: { spacing?: number; children: ReactNode }) {
  return (
    <Stack component="ul" spacing={spacing} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

export interface ItemCardProps {
  /** What a screen reader calls the item. */
  label: string;
  /** Set while a change to the item is being sent. */
  busy?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** One item of an ItemList. */
export function ItemCard({ label, busy, sx, children }: ItemCardProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      aria-busy={busy}
      sx={[{ p: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Paper>
  );
}
