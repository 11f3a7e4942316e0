import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { ChipListField } from '../chip-input/chip-list-field';
import { cleanChips } from '../chip-input/chip-text';
import type { GalleryItem } from '../images/gallery-item';
import { ImageGalleryField } from '../images/image-gallery-field';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { placementSx, WIDE } from './field-grid';
import { isPlainField, type SharedField } from './field-kinds';
import { PlainFieldControl } from './plain-field-control';

/** Text typed in a chip field but not yet a chip: the form keeps it, so a save adds it too. */
export interface PendingChip {
  text: string;
  onChange: (text: string) => void;
}

export interface FieldControlProps<Key extends string> {
  fieldKey: Key;
  field: SharedField;
  id: string;
  value: unknown;
  /** The field's message, shown instead of its hint. */
  message: string | undefined;
  disabled?: boolean;
  /** The same function on every render, so a plain field is redrawn only for its own changes. */
  onValue: (key: Key, value: unknown) => void;
  /** For a chip field. */
  pendingChip?: PendingChip;
  /** For a chip field: chips to offer as the admin types. */
  suggestions?: readonly string[];
  /** For a gallery: told while chosen images are prepared, so the form holds its save. */
  onBusyChange?: (busy: boolean) => void;
  /** For a gallery, in tests: jsdom cannot compress images. */
  compress?: (file: File) => Promise<File>;
}

/** The control of one field of a form's table, as its kind draws it. */
export function FieldControl<Key extends string>({
  pendingChip,
  suggestions,
  onBusyChange,
  compress,
  ...common
}: FieldControlProps<Key>) {
  const { fieldKey, field, id, value, message, disabled, onValue } = common;
  // Given only what it draws, so that it is redrawn only when that changes.
  if (isPlainField(field)) {
    return <PlainFieldControl {...common} field={field} value={value as string} />;
  }
  switch (field.kind) {
    case 'richText':
      return (
        <Box sx={WIDE}>
          <RichTextEditor
            id={id}
            label={field.label}
            value={value as string}
            onChange={(html) => onValue(fieldKey, html)}
            error={message}
            required={field.required !== undefined}
            disabled={disabled}
            headings={field.headings}
          />
        </Box>
      );
    case 'chips':
      if (!pendingChip) throw new Error(`The chip field ${fieldKey} needs the form's pending chip`);
      return (
        <Box sx={WIDE}>
          <ChipListField
            id={id}
            label={field.label}
            helperText={field.helperText}
            value={value as string[]}
            onChange={(chips) => onValue(fieldKey, cleanChips(chips, field))}
            pending={pendingChip.text}
            onPendingChange={pendingChip.onChange}
            suggestions={suggestions}
            error={message}
            disabled={disabled}
          />
        </Box>
      );
    case 'gallery':
      return (
        <Box sx={WIDE}>
          <ImageGalleryField
            label={field.label}
            helperText={field.helperText}
            items={value as GalleryItem[]}
            onChange={(items) => onValue(fieldKey, items)}
            // A gallery with a message for too many takes any number, and the check says so.
            maxImages={field.tooMany === undefined ? field.max : undefined}
            disabled={disabled}
            onBusyChange={onBusyChange}
            compress={compress}
          />
          {message ? (
            // Focusable, so the focus can go to the first message of a refused save.
            <FormHelperText id={id} error tabIndex={-1}>
              {message}
            </FormHelperText>
          ) : null}
        </Box>
      );
    case 'switch':
      return (
        <FormControlLabel
          sx={placementSx(field)}
          control={
            <Switch
              id={id}
              checked={value as boolean}
              onChange={(event) => onValue(fieldKey, event.target.checked)}
              disabled={disabled}
            />
          }
          label={field.label}
        />
      );
    case 'kept':
      return null;
  }
}
