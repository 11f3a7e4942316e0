/** Text typed into a chip field as chips: split at commas, trimmed, empty parts dropped. */
export function splitChipText(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The chips with the text still in the field added, as a save takes them: text typed but not
 * confirmed with Enter is what the admin meant to keep.
 */
export function withPendingChips(chips: readonly string[], pending: string): string[] {
  return [...chips, ...splitChipText(pending)];
}
