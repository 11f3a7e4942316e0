import { cleanChips } from '../chip-input/chip-text';
import { galleryFromUrls, type GalleryItem } from '../images/gallery-item';
import { paragraphsFromText, textFromParagraphs } from '../rich-text/paragraph-text';
import { calendarDay, localDay, sentMoment } from './day-text';
import { isShown, keysOf, type AnyValues, type SharedField } from './field-kinds';
import { numberText, parseNumber } from './number-text';

/** A value for every field of a table, as `valueOf` gives it: a form's values, or its body. */
export function valuesOf<Table extends object>(
  table: Table,
  valueOf: (field: Table[keyof Table], key: keyof Table & string) => unknown,
): Record<keyof Table, unknown> {
  return Object.fromEntries(keysOf(table).map((key) => [key, valueOf(table[key], key)])) as Record<
    keyof Table,
    unknown
  >;
}

/** What an untouched form holds for a field. */
export function emptyValue(field: SharedField): unknown {
  switch (field.kind) {
    case 'text':
      return field.initial ?? '';
    case 'choice':
      return field.initial ?? field.none?.value ?? field.choices('')[0];
    case 'chips':
    case 'gallery':
      return [];
    case 'switch':
      return field.initial ?? false;
    case 'kept':
      return false;
    default:
      return '';
  }
}

/** A gallery's stored URLs: a single image's URL or null, or the list. */
const storedUrls = (stored: unknown, single: boolean | undefined): readonly string[] => {
  if (!single) return stored as string[];
  return typeof stored === 'string' && stored !== '' ? [stored] : [];
};

/** What the form holds for a field of a stored record; `stored` is the record's field. */
export function storedValue<Stored>(
  field: SharedField<Stored>,
  stored: unknown,
  record: Stored,
): unknown {
  switch (field.kind) {
    case 'number':
      return numberText(stored);
    case 'choice':
      return field.fromStored?.(record) ?? stored ?? field.none?.value;
    case 'paragraphs':
      return textFromParagraphs(stored as string | null);
    case 'date':
      return calendarDay(stored as string | null);
    case 'timestamp':
      return localDay(stored as string | null);
    case 'chips':
      return [...(stored as string[])];
    case 'gallery':
      return galleryFromUrls(storedUrls(stored, field.single));
    case 'switch':
    case 'kept':
      return stored;
    default:
      return stored ?? '';
  }
}

/** What sending a field needs beyond the form's values. */
export interface SendContext {
  /** The galleries' URLs, by field, once their held images are uploaded. */
  uploaded?: Readonly<Record<string, readonly string[]>>;
  /** The stored record, for a value sent back as stored when it was left as it was. */
  stored?: object;
}

/** Empty text (or spaces) as null; other text trimmed. */
export const trimmedOrNull = (text: string): string | null =>
  text.trim() === '' ? null : text.trim();

const storedField = (record: object | undefined, key: string): unknown =>
  record === undefined ? undefined : (record as AnyValues)[key];

/** What the body sends for a field of the form. */
export function sentValue(
  field: SharedField,
  key: string,
  values: AnyValues,
  context: SendContext = {},
): unknown {
  if (!isShown(field, values)) return null;
  const value = values[key];
  switch (field.kind) {
    case 'text':
      return field.emptyIsNull ? trimmedOrNull(value as string) : (value as string).trim();
    case 'paragraphs':
      return paragraphsFromText(value as string);
    case 'number': {
      const number = parseNumber(value as string, field);
      return number === 'invalid' ? null : number;
    }
    case 'choice':
      return field.none && value === field.none.value ? null : value;
    case 'link':
    case 'date':
      return trimmedOrNull(value as string);
    case 'timestamp':
      return sentMoment(value as string, storedField(context.stored, key) as string | null);
    case 'chips':
      return cleanChips(value as string[], field);
    case 'gallery': {
      const urls = context.uploaded?.[key] ?? (value as GalleryItem[]).map((item) => item.url);
      return field.single ? (urls[0] ?? null) : [...urls];
    }
    default:
      return value;
  }
}
