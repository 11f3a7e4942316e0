import type { ChipsField } from '../field-table/field-kinds';

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

/**
 * A chip field's chips as they are saved: trimmed, empty ones dropped, repeats (ignoring case)
 * removed with the first spelling kept; with `collapseSpaces`, a run of spaces becomes one.
 */
export function cleanChips(chips: readonly string[], { collapseSpaces }: ChipsField): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const chip of chips) {
    const trimmed = collapseSpaces ? chip.trim().replace(/\s+/g, ' ') : chip.trim();
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}
