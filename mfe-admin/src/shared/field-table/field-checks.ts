import { cleanChips } from '../chip-input/chip-text';
import { isEmptyHtml } from '../rich-text/empty-html';
import { paragraphsFromText } from '../rich-text/paragraph-text';
import { isCalendarDate } from './day-text';
import {
  isShown,
  keysOf,
  type AnyValues,
  type ChipsField,
  type DateField,
  type NumberField,
  type RichTextField,
  type SharedField,
  type TextField,
} from './field-kinds';
import { isLinkOrPath } from './link-text';
import { parseNumber } from './number-text';

function textError(value: string, field: TextField): string | undefined {
  const text = value.trim();
  if (text === '') return field.required;
  if (text.length > field.max) {
    return field.tooLong ?? `${field.label} must be ${field.max} characters or fewer`;
  }
  return field.rule?.(text);
}

function numberError(text: string, field: NumberField): string | undefined {
  const value = parseNumber(text, field);
  if (value === null) return undefined;
  const belowZero = field.belowZero ?? `${field.name} must be 0 or more`;
  if (value === 'invalid') return field.notANumber ?? belowZero;
  if (value < 0) return belowZero;
  if (field.integer && !Number.isInteger(value)) return `${field.name} must be a whole number`;
  if (field.max !== undefined && value > field.max) {
    return `${field.name} must be ${field.max} or less`;
  }
  return undefined;
}

function dateError(value: string, field: DateField, values: AnyValues): string | undefined {
  const day = value.trim();
  if (day === '') return undefined;
  if (!isCalendarDate(day)) return field.invalid;
  if (!field.notBefore) return undefined;
  // Only against a real day: an invalid one has its own message.
  const other = (values[field.notBefore.field] as string).trim();
  // yyyy-mm-dd strings sort in date order.
  return isCalendarDate(other) && day < other ? field.notBefore.message : undefined;
}

function richTextError(html: string, field: RichTextField): string | undefined {
  if (field.required !== undefined && isEmptyHtml(html)) return field.required;
  if (field.limit && html.length > field.limit.length) return field.limit.message;
  return undefined;
}

function chipsError(chips: readonly string[], field: ChipsField): string | undefined {
  const cleaned = cleanChips(chips, field);
  if (cleaned.length > field.max) return field.tooMany;
  if (cleaned.some((chip) => chip.length > field.maxLength)) return field.tooLong;
  return undefined;
}

/** The message under a field whose value cannot be sent as it is. */
export function fieldError(field: SharedField, key: string, values: AnyValues): string | undefined {
  if (!isShown(field, values)) return undefined;
  const value = values[key];
  switch (field.kind) {
    case 'text':
      return textError(value as string, field);
    case 'paragraphs':
      return paragraphsFromText(value as string).length > field.max ? field.tooLong : undefined;
    case 'number':
      return numberError(value as string, field);
    case 'link':
      return (value as string).trim() !== '' && !isLinkOrPath(value as string)
        ? 'Enter a web address starting with https://, or a path on this site starting with /'
        : undefined;
    case 'date':
      return dateError(value as string, field, values);
    case 'richText':
      return richTextError(value as string, field);
    case 'chips':
      return chipsError(value as string[], field);
    case 'gallery':
      return field.tooMany !== undefined && (value as unknown[]).length > field.max
        ? field.tooMany
        : undefined;
    default:
      return undefined;
  }
}

/** The messages of a form's fields, by field; a field without one is left out. */
export function errorsOf<Table extends object>(
  table: Table,
  errorOf: (field: Table[keyof Table], key: keyof Table & string) => string | undefined,
): Partial<Record<keyof Table, string>> {
  const errors: Partial<Record<keyof Table, string>> = {};
  for (const key of keysOf(table)) {
    const message = errorOf(table[key], key);
    if (message !== undefined) errors[key] = message;
  }
  return errors;
}

/** Whether a field has a place for a message under it, from its checks or the server. */
export function showsMessage(field: SharedField): boolean {
  switch (field.kind) {
    case 'gallery':
      return field.tooMany !== undefined;
    case 'switch':
    case 'kept':
      return false;
    default:
      return true;
  }
}
