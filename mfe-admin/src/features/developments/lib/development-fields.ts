import {
  DEVELOPMENT_STATUSES,
  type Development,
  type DevelopmentInput,
  type DevelopmentStatus,
} from '@reedmere/contracts';
import { fixedChoices, keysOf, type SharedField } from '../../../shared/field-table/field-kinds';

/** Limits of the server's development schema (packages/contracts schemas/development.ts). */
const DEVELOPMENT_LIMITS = {
  title: 200,
  location: 200,
  description: 20_000,
  imagesPerGallery: 60,
} as const;

const STATUS_LABELS: Readonly<Record<DevelopmentStatus, string>> = {
  planning: 'Planning',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** A stored status the form does not know reads as planning. */
const knownStatus = ({ status }: Development): DevelopmentStatus =>
  (DEVELOPMENT_STATUSES as readonly string[]).includes(status) ? status : 'planning';

const galleryHelp =
  'The first image of each gallery is its main image. Drag, or use the keyboard, to reorder.';
const tooManyImages = (label: string) =>
  `${label} can hold at most ${DEVELOPMENT_LIMITS.imagesPerGallery} images`;

/**
 * Every field of a development in the admin form, in order on screen: how it is shown, checked,
 * read from the stored record and sent. A field of `Development` the admin edits is added here;
 * its form value, control, checks and place in the body follow from its entry.
 */
export const DEVELOPMENT_FIELDS = {
  title: {
    kind: 'text',
    label: 'Title',
    required: 'Title is required',
    max: DEVELOPMENT_LIMITS.title,
    wide: true,
  },
  description: {
    kind: 'paragraphs',
    label: 'Description',
    helperText: 'Separate paragraphs with a blank line.',
    max: DEVELOPMENT_LIMITS.description,
    tooLong: 'Description is too long',
    rows: 4,
    wide: true,
  },
  location: {
    kind: 'text',
    label: 'Location',
    max: DEVELOPMENT_LIMITS.location,
    emptyIsNull: true,
  },
  projectValue: {
    kind: 'number',
    label: 'Project value (£)',
    name: 'Project value',
    notANumber: 'Project value must be a number',
    acceptsFormatting: true,
  },
  status: {
    kind: 'choice',
    label: 'Status',
    choices: fixedChoices(DEVELOPMENT_STATUSES),
    labels: STATUS_LABELS,
    fromStored: knownStatus,
  },
  startDate: {
    kind: 'date',
    label: 'Start date',
    invalid: 'Enter a valid start date',
    startsRow: true,
  },
  endDate: {
    kind: 'date',
    label: 'End date',
    invalid: 'Enter a valid end date',
    notBefore: { field: 'startDate', message: 'End date cannot be before the start date' },
  },
  beforeImages: {
    kind: 'gallery',
    label: 'Before',
    helperText: galleryHelp,
    max: DEVELOPMENT_LIMITS.imagesPerGallery,
    tooMany: tooManyImages('Before'),
  },
  duringImages: {
    kind: 'gallery',
    label: 'During',
    max: DEVELOPMENT_LIMITS.imagesPerGallery,
    tooMany: tooManyImages('During'),
  },
  afterImages: {
    kind: 'gallery',
    label: 'After',
    max: DEVELOPMENT_LIMITS.imagesPerGallery,
    tooMany: tooManyImages('After'),
  },
  // Exactly the fields of the body the form sends.
} as const satisfies Record<keyof DevelopmentInput, SharedField<Development>>;

export type DevelopmentFieldKey = keyof typeof DEVELOPMENT_FIELDS;

/** The fields in their order on screen. */
export const DEVELOPMENT_FIELD_KEYS = keysOf(DEVELOPMENT_FIELDS);

export type GalleryKey = {
  [Key in DevelopmentFieldKey]: (typeof DEVELOPMENT_FIELDS)[Key] extends { kind: 'gallery' }
    ? Key
    : never;
}[DevelopmentFieldKey];

/** The galleries, in their order on screen: their held images are uploaded in this order. */
export const GALLERIES = DEVELOPMENT_FIELD_KEYS.flatMap((key) => {
  const field: SharedField<Development> = DEVELOPMENT_FIELDS[key];
  return field.kind === 'gallery' ? [{ key, label: field.label }] : [];
}) as readonly { key: GalleryKey; label: string }[];
