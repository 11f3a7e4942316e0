import type { GalleryItem } from '../images/gallery-item';
import type { HeadingLevel } from '../rich-text/rich-text-editor';

/**
 * The kinds of field a record's admin form is built from. A form lists its fields in a table, one
 * entry each, in their order on screen; the form's values, the body it sends, its checks and its
 * controls follow from the entries (field-values.ts, field-checks.ts, field-control.tsx).
 */

/** Where a field stands in the form's two-column grid; half a row unless `wide`. */
export interface Placement {
  wide?: boolean;
  /** Starts a new row, leaving the rest of the row before it empty. */
  startsRow?: boolean;
}

interface Shown extends Placement {
  label: string;
  /** The hint under the field; a message replaces it. */
  helperText?: string;
  /**
   * Shown, checked and sent only while another field holds a value (a dwelling type only for a
   * home, a published date only for a published article); sent as null otherwise.
   */
  onlyWhen?: { field: string; is: string | boolean };
}

/** Text, sent trimmed. */
export interface TextField extends Shown {
  kind: 'text';
  /** The message when it is left empty; without it the field may stay empty. */
  required?: string;
  /** The most characters it may hold; the input stops there too. */
  max: number;
  /** The message for more than `max`, when not "<label> must be <max> characters or fewer". */
  tooLong?: string;
  /** What else present text must be: the message when it is not (a slug's pattern). */
  rule?: (text: string) => string | undefined;
  /** Sent as null when empty, as the record stores no value; '' otherwise. */
  emptyIsNull?: boolean;
  /** What the form of a new record holds. */
  initial?: string;
  /** A text area this many rows high. */
  rows?: number;
  /** The hint ends with how many of its `max` characters it holds. */
  counted?: boolean;
}

/** Plain paragraphs, a blank line between two, stored as simple HTML (<p>, <br>). */
export interface ParagraphsField extends Shown {
  kind: 'paragraphs';
  /** The most characters of the HTML sent, and the message for more. */
  max: number;
  tooLong: string;
  rows: number;
}

/** A number typed as text: the form tells an empty field (sent as null) from 0. */
export interface NumberField extends Shown {
  kind: 'number';
  /** The name its messages give it ("Bedrooms must be a whole number"). */
  name: string;
  integer?: boolean;
  max?: number;
  /** The message for a value below 0, when not "<name> must be 0 or more". */
  belowZero?: string;
  /** The message for text that is not a number, when not the below-zero one. */
  notANumber?: string;
  /** Pound signs, commas and spaces are ignored: '£1,250,000' reads as 1250000. */
  acceptsFormatting?: boolean;
}

/**
 * One of a list. With `none`, the form's value `none.value` stands for null and is offered as
 * `none.label`. `choices` are given the current value, so a stored one the admin may no longer
 * pick is kept when editing.
 */
export interface ChoiceField<Stored = never> extends Shown {
  kind: 'choice';
  choices: (current: string) => readonly string[];
  labels?: Readonly<Record<string, string>>;
  none?: { value: '' | 'none'; label: string };
  /** What the form of a new record holds, when not `none` or the first choice. */
  initial?: string;
  /** A list that opens under the field instead of the browser's own select. */
  menu?: boolean;
  /** Reads the stored record when its field is not the form's value as it is. */
  fromStored?: (record: Stored) => string;
}

/** An optional web address or site path, null when empty. */
export interface LinkField extends Shown {
  kind: 'link';
}

/** A calendar day, stored as yyyy-mm-dd, null when empty. */
export interface DateField extends Shown {
  kind: 'date';
  /** The message for a day that does not exist. */
  invalid: string;
  /** Another date field this one may not come before, and the message when it does. */
  notBefore?: { field: string; message: string };
}

/**
 * A moment stored as an ISO timestamp, picked as its day where the admin is. A day left as it was
 * sends the stored moment back; another is sent as its local midnight, none as null.
 */
export interface TimestampField extends Shown {
  kind: 'timestamp';
}

/** Formatted text from the rich-text editor, sent as its HTML. */
export interface RichTextField extends Shown {
  kind: 'richText';
  /** The message when it holds no words. */
  required?: string;
  /** The most characters of HTML, and the message for more. */
  limit?: { length: number; message: string };
  headings?: readonly HeadingLevel[];
}

/** Short texts as chips, sent trimmed, without empty ones or repeats (ignoring case). */
export interface ChipsField extends Shown {
  kind: 'chips';
  helperText: string;
  /** The most chips, and the message for more. */
  max: number;
  tooMany: string;
  /** The most characters of a chip, and the message for a longer one. */
  maxLength: number;
  tooLong: string;
  /** Runs of spaces inside a chip become one. */
  collapseSpaces?: boolean;
}

/** Images held until the form is saved, then sent as their stored URLs in order. */
export interface GalleryField extends Shown {
  kind: 'gallery';
  max: number;
  /** The message for more than `max`, checked on save; without it the gallery takes no more. */
  tooMany?: string;
  /** One image, stored and sent as its URL or null (a featured image). */
  single?: boolean;
}

/** Yes or no, drawn as a switch. */
export interface SwitchField extends Shown {
  kind: 'switch';
  /** On in the form of a new record. */
  initial?: boolean;
}

/** Kept from the stored record and sent back unchanged: set elsewhere, such as the list's toggles. */
export interface KeptField {
  kind: 'kept';
}

export type SharedField<Stored = never> =
  | TextField
  | ParagraphsField
  | NumberField
  | ChoiceField<Stored>
  | LinkField
  | DateField
  | TimestampField
  | RichTextField
  | ChipsField
  | GalleryField
  | SwitchField
  | KeptField;

/** The kinds drawn as one text field or select each. */
const PLAIN_KINDS = [
  'text',
  'paragraphs',
  'number',
  'choice',
  'link',
  'date',
  'timestamp',
] as const;
export type PlainField = Extract<SharedField, { kind: (typeof PLAIN_KINDS)[number] }>;

export const isPlainField = (field: SharedField): field is PlainField =>
  (PLAIN_KINDS as readonly string[]).includes(field.kind);

/**
 * What the form holds for a field of its kind: text as typed (numbers and dates too, so an empty
 * field is told from 0), a choice as one of its values, the gallery's items (held images are
 * uploaded on save), and yes or no for a switch or a kept toggle.
 */
export type FormValueOf<Field> = Field extends {
  kind: 'choice';
  choices: (current: string) => readonly (infer Choice)[];
}
  ? Choice | (Field extends { none: { value: infer None } } ? None : never)
  : Field extends { kind: 'chips' }
    ? string[]
    : Field extends { kind: 'gallery' }
      ? GalleryItem[]
      : Field extends { kind: 'switch' | 'kept' }
        ? boolean
        : string;

/** A form's values, one per field of its table. */
export type TableValues<Table> = { -readonly [Key in keyof Table]: FormValueOf<Table[Key]> };

/** Choices that do not depend on the stored value; their type is the form value's. */
export const fixedChoices =
  <Choice extends string>(values: readonly Choice[]) =>
  (): readonly Choice[] =>
    values;

/** The keys of a field table in its order, the order on screen. */
export const keysOf = <Table extends object>(table: Table) =>
  Object.keys(table) as (keyof Table & string)[];

/** A form's values, as the functions that go by a field's kind read them. */
export type AnyValues = Readonly<Record<string, unknown>>;

/** Whether a field is shown, checked and sent: always, or while its `onlyWhen` holds. */
export function isShown(field: SharedField, values: AnyValues): boolean {
  const when = 'onlyWhen' in field ? field.onlyWhen : undefined;
  return when === undefined || values[when.field] === when.is;
}
