import type { GalleryItem } from '../images/gallery-item';
import type { TableValues } from './field-kinds';
import { emptyValue, sentValue, storedValue, valuesOf, type SendContext } from './field-values';
import { SAMPLE, SAMPLE_FIELDS, type SampleRecord } from './sample-fields';

type SampleValues = TableValues<typeof SAMPLE_FIELDS>;

const emptyForm = () => valuesOf(SAMPLE_FIELDS, emptyValue) as SampleValues;
const formOf = (record: SampleRecord) =>
  valuesOf(SAMPLE_FIELDS, (field, key) => storedValue(field, record[key], record)) as SampleValues;
const bodyOf = (values: SampleValues, context?: SendContext) =>
  valuesOf(SAMPLE_FIELDS, (field, key) => sentValue(field, key, values, context));
const urlsOf = (items: readonly GalleryItem[]) => items.map((item) => item.url);

describe('field table values', () => {
  it('starts every field empty: text, the first choice or none, no chips or images, off', () => {
    const { photos, cover, ...rest } = emptyForm();
    expect(rest).toEqual({
      name: '',
      summary: '',
      notes: '',
      count: '',
      colour: 'red',
      size: '',
      site: '',
      opened: '',
      closed: '',
      published: '',
      body: '',
      tags: [],
      live: false,
      pinned: false,
    });
    expect(photos).toEqual([]);
    expect(cover).toEqual([]);
  });

  it('starts a switch on when its field says so', () => {
    expect(emptyValue({ kind: 'switch', label: 'Active', initial: true })).toBe(true);
  });

  it('reads every field of a stored record and sends it back unchanged', () => {
    const values = formOf(SAMPLE);
    expect(values).toMatchObject({
      notes: 'One\n\nTwo\nlines',
      count: '3',
      opened: '2025-04-01',
      tags: ['Garden', 'Parking'],
    });
    expect(urlsOf(values.photos)).toEqual(SAMPLE.photos);
    expect(urlsOf(values.cover)).toEqual([SAMPLE.cover]);
    expect(bodyOf(values, { stored: SAMPLE })).toEqual(SAMPLE);
  });

  it('reads missing values as empty fields and sends them as the record stores none', () => {
    const none: SampleRecord = {
      ...SAMPLE,
      summary: null,
      count: null,
      size: null,
      site: null,
      opened: null,
      closed: null,
      published: null,
      cover: null,
      photos: [],
      tags: [],
    };
    const values = formOf(none);
    expect(values).toMatchObject({
      summary: '',
      count: '',
      size: '',
      site: '',
      opened: '',
      published: '',
      cover: [],
    });
    expect(bodyOf(values, { stored: none })).toEqual(none);
  });

  it('trims text, sends empty optional text as null or as empty, and numbers as numbers', () => {
    const body = bodyOf({
      ...emptyForm(),
      name: '  Mill ',
      summary: '  ',
      count: ' 7 ',
      site: ' /about ',
      tags: [' Garden ', 'garden', 'Off-road   parking'],
    });
    expect(body).toMatchObject({
      name: 'Mill',
      summary: null,
      count: 7,
      site: '/about',
      tags: ['Garden', 'Off-road parking'],
      size: null,
      cover: null,
      photos: [],
    });
  });

  it('sends what is shown only while it is shown', () => {
    const values = { ...formOf(SAMPLE), live: false };
    expect(bodyOf(values, { stored: SAMPLE })).toMatchObject({ live: false, published: null });
  });

  it('sends a picked day as its local midnight, and an unchanged one as the stored moment', () => {
    const values = formOf(SAMPLE);
    expect(bodyOf(values, { stored: SAMPLE }).published).toBe(SAMPLE.published);
    expect(bodyOf({ ...values, published: '2026-03-07' }, { stored: SAMPLE }).published).toBe(
      new Date(2026, 2, 7).toISOString(),
    );
    expect(bodyOf({ ...values, published: '' }, { stored: SAMPLE }).published).toBeNull();
  });

  it("sends the galleries' uploaded URLs, a single image as its URL or null", () => {
    const values = formOf(SAMPLE);
    const body = bodyOf(values, {
      uploaded: { photos: ['/api/files/new.jpg'], cover: [] },
    });
    expect(body.photos).toEqual(['/api/files/new.jpg']);
    expect(body.cover).toBeNull();
  });
});
