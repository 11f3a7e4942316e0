import { fixedChoices, type SharedField } from './field-kinds';

/** A record with a field of every kind, for the field-table tests. */
export interface SampleRecord {
  name: string;
  summary: string | null;
  notes: string;
  count: number | null;
  colour: 'red' | 'blue';
  size: 'S' | 'M' | null;
  site: string | null;
  opened: string | null;
  closed: string | null;
  published: string | null;
  body: string;
  tags: string[];
  photos: string[];
  cover: string | null;
  live: boolean;
  pinned: boolean;
}

export const SAMPLE_FIELDS = {
  name: { kind: 'text', label: 'Name', required: 'Name is required', max: 20 },
  summary: { kind: 'text', label: 'Summary', max: 50, emptyIsNull: true },
  notes: { kind: 'paragraphs', label: 'Notes', max: 40, tooLong: 'Notes are too long', rows: 3 },
  count: { kind: 'number', label: 'Count (n)', name: 'Count', integer: true, max: 9 },
  colour: { kind: 'choice', label: 'Colour', choices: fixedChoices(['red', 'blue'] as const) },
  size: {
    kind: 'choice',
    label: 'Size',
    choices: fixedChoices(['S', 'M'] as const),
    none: { value: '', label: 'Not set' },
  },
  site: { kind: 'link', label: 'Site' },
  opened: { kind: 'date', label: 'Opened', invalid: 'Enter a valid opening day' },
  closed: {
    kind: 'date',
    label: 'Closed',
    invalid: 'Enter a valid closing day',
    notBefore: { field: 'opened', message: 'Closed before it opened' },
  },
  published: { kind: 'timestamp', label: 'Published', onlyWhen: { field: 'live', is: true } },
  body: {
    kind: 'richText',
    label: 'Body',
    required: 'Body is required',
    limit: { length: 60, message: 'Body is too long' },
  },
  tags: {
    kind: 'chips',
    label: 'Tags',
    helperText: 'Press Enter after each tag',
    max: 3,
    tooMany: 'At most 3 tags',
    maxLength: 10,
    tooLong: 'A tag has at most 10 characters',
    collapseSpaces: true,
  },
  photos: { kind: 'gallery', label: 'Photos', max: 5, tooMany: 'At most 5 photos' },
  cover: { kind: 'gallery', label: 'Cover', max: 1, single: true },
  live: { kind: 'switch', label: 'Live' },
  pinned: { kind: 'kept' },
} as const satisfies Record<keyof SampleRecord, SharedField<SampleRecord>>;

export const SAMPLE: SampleRecord = {
  name: 'Mill',
  summary: 'By the river',
  notes: '<p>One</p><p>Two<br>lines</p>',
  count: 3,
  colour: 'blue',
  size: 'M',
  site: 'https://example.com/mill',
  opened: '2025-04-01',
  closed: '2025-09-30',
  published: '2026-03-05T10:23:00.000Z',
  body: '<p>Words</p>',
  tags: ['Garden', 'Parking'],
  photos: ['/api/files/a.jpg', '/api/files/b.jpg'],
  cover: '/api/files/c.jpg',
  live: true,
  pinned: true,
};
