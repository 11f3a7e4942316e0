import {
  DEVELOPMENT_STATUSES,
  type Development,
  type DevelopmentInput,
  type DevelopmentStatus,
} from '@reedmere/contracts';
import { galleryFromUrls, type GalleryItem } from '../../../shared/images/gallery-item';
import { descriptionFromText, textFromDescription } from './description-text';

/** The three galleries of a development, in the order the form shows them. */
export const GALLERIES = [
  { key: 'beforeImages', label: 'Before' },
  { key: 'duringImages', label: 'During' },
  { key: 'afterImages', label: 'After' },
] as const;

export type GalleryKey = (typeof GALLERIES)[number]['key'];

/** Limits of the server's development schema (packages/contracts schemas/development.ts). */
export const TITLE_MAX = 200;
export const LOCATION_MAX = 200;
export const DESCRIPTION_MAX = 20_000;
export const IMAGES_PER_GALLERY_MAX = 60;

/** The form keeps every field as typed text; the galleries hold stored URLs and held files. */
export interface DevelopmentFormValues {
  title: string;
  description: string;
  location: string;
  projectValue: string;
  status: DevelopmentStatus;
  startDate: string;
  endDate: string;
  beforeImages: GalleryItem[];
  duringImages: GalleryItem[];
  afterImages: GalleryItem[];
}

export type DevelopmentField =
  'title' | 'description' | 'location' | 'projectValue' | 'startDate' | 'endDate' | GalleryKey;

export type DevelopmentFormErrors = Partial<Record<DevelopmentField, string>>;

/** The order errors are met in the form, so focus goes to the first one on screen. */
export const FIELD_ORDER: readonly DevelopmentField[] = [
  'title',
  'description',
  'location',
  'projectValue',
  'startDate',
  'endDate',
  'beforeImages',
  'duringImages',
  'afterImages',
];

export const STATUS_LABELS: Readonly<Record<DevelopmentStatus, string>> = {
  planning: 'Planning',
  in_progress: 'In progress',
  completed: 'Completed',
};

export const STATUS_CHOICES: readonly DevelopmentStatus[] = DEVELOPMENT_STATUSES;

export const emptyDevelopmentForm = (): DevelopmentFormValues => ({
  title: '',
  description: '',
  location: '',
  projectValue: '',
  status: 'planning',
  startDate: '',
  endDate: '',
  beforeImages: [],
  duringImages: [],
  afterImages: [],
});

/** A stored date as a date input wants it: the yyyy-mm-dd part, or '' when there is none. */
export function dateInputValue(value: string | null | undefined): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '');
  return match ? match[0] : '';
}

export const developmentFormFromDevelopment = (
  development: Development,
): DevelopmentFormValues => ({
  title: development.title,
  description: textFromDescription(development.description),
  location: development.location ?? '',
  projectValue: development.projectValue === null ? '' : String(development.projectValue),
  status: (STATUS_CHOICES as readonly string[]).includes(development.status)
    ? development.status
    : 'planning',
  startDate: dateInputValue(development.startDate),
  endDate: dateInputValue(development.endDate),
  beforeImages: galleryFromUrls(development.beforeImages),
  duringImages: galleryFromUrls(development.duringImages),
  afterImages: galleryFromUrls(development.afterImages),
});

/** '' -> null; otherwise the number typed ('1,250,000' and '£ 900000' read as numbers too). */
export function parseProjectValue(text: string): number | null | 'invalid' {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 'invalid';
}

/** A real calendar day written yyyy-mm-dd (2025-02-30 is not one), as the server checks. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Title required and project value 0 or more, plus the server schema's limits, with messages shown
 * under the fields (docs/product.md#development-validation).
 */
export function validateDevelopmentForm(values: DevelopmentFormValues): DevelopmentFormErrors {
  const errors: DevelopmentFormErrors = {};
  const title = values.title.trim();
  if (title === '') errors.title = 'Title is required';
  else if (title.length > TITLE_MAX)
    errors.title = `Title must be ${TITLE_MAX} characters or fewer`;

  if (descriptionFromText(values.description).length > DESCRIPTION_MAX) {
    errors.description = 'Description is too long';
  }
  if (values.location.trim().length > LOCATION_MAX) {
    errors.location = `Location must be ${LOCATION_MAX} characters or fewer`;
  }

  const projectValue = parseProjectValue(values.projectValue);
  if (projectValue === 'invalid') errors.projectValue = 'Project value must be a number';
  else if (projectValue !== null && projectValue < 0) {
    errors.projectValue = 'Project value must be 0 or more';
  }

  const start = values.startDate.trim();
  const end = values.endDate.trim();
  if (start !== '' && !isCalendarDate(start)) errors.startDate = 'Enter a valid start date';
  if (end !== '' && !isCalendarDate(end)) errors.endDate = 'Enter a valid end date';
  else if (end !== '' && start !== '' && !errors.startDate && end < start) {
    // yyyy-mm-dd strings sort in date order.
    errors.endDate = 'End date cannot be before the start date';
  }

  for (const { key, label } of GALLERIES) {
    if (values[key].length > IMAGES_PER_GALLERY_MAX) {
      errors[key] = `${label} can hold at most ${IMAGES_PER_GALLERY_MAX} images`;
    }
  }
  return errors;
}

export type DevelopmentImageUrls = Pick<
  DevelopmentInput,
  'beforeImages' | 'duringImages' | 'afterImages'
>;

/**
 * The body of POST/PUT /api/developments from valid form values and the gallery URLs (after any
 * held images were uploaded). Empty text becomes null, as the schema stores it.
 */
export function developmentInputFromForm(
  values: DevelopmentFormValues,
  images: DevelopmentImageUrls,
): DevelopmentInput {
  const projectValue = parseProjectValue(values.projectValue);
  const location = values.location.trim();
  const startDate = values.startDate.trim();
  const endDate = values.endDate.trim();
  return {
    title: values.title.trim(),
    description: descriptionFromText(values.description),
    location: location === '' ? null : location,
    projectValue: projectValue === 'invalid' ? null : projectValue,
    status: values.status,
    startDate: startDate === '' ? null : startDate,
    endDate: endDate === '' ? null : endDate,
    beforeImages: [...images.beforeImages],
    duringImages: [...images.duringImages],
    afterImages: [...images.afterImages],
  };
}
