import type { Development } from '@reedmere/contracts';
import { makeDevelopment } from '@reedmere/contracts/testing';
import { firstInvalidField } from '../../../shared/first-invalid-field';
import { calendarDay } from '../../../shared/field-table/day-text';
import { parseNumber } from '../../../shared/field-table/number-text';
import type { GalleryItem } from '../../../shared/images/gallery-item';
import { recordBody } from '../../../shared/testing/record-body';
import { DEVELOPMENT_FIELDS } from './development-fields';
import {
  developmentFormFromDevelopment,
  developmentInputFromForm,
  emptyDevelopmentForm,
  FORM_FIELD_ORDER,
  validateDevelopmentForm,
  type DevelopmentFormValues,
} from './development-form-values';

const development = (over: Partial<Development> = {}): Development => ({
  id: 'd1',
  title: 'Maltings Yard',
  description: '<p>Six homes.</p><p>Built &amp; sold.</p>',
  location: 'Aylsham',
  projectValue: 2400000,
  status: 'completed',
  startDate: '2023-03-01',
  endDate: '2024-09-30T00:00:00.000Z',
  beforeImages: ['/api/files/b1.jpg', '/api/files/b2.jpg'],
  duringImages: [],
  afterImages: ['/api/files/a1.jpg'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const form = (over: Partial<DevelopmentFormValues> = {}): DevelopmentFormValues => ({
  ...emptyDevelopmentForm(),
  title: 'Mill Lane',
  ...over,
});

const noImages = { beforeImages: [], duringImages: [], afterImages: [] };

const roundTrip = (stored: Development) =>
  developmentInputFromForm(developmentFormFromDevelopment(stored), stored);

describe('development form values', () => {
  it('starts empty, planning, with no images', () => {
    expect(emptyDevelopmentForm()).toEqual({
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
  });

  it('fills the form from a stored development', () => {
    const values = developmentFormFromDevelopment(development());
    expect(values).toMatchObject({
      title: 'Maltings Yard',
      description: 'Six homes.\n\nBuilt & sold.',
      location: 'Aylsham',
      projectValue: '2400000',
      status: 'completed',
      startDate: '2023-03-01',
      endDate: '2024-09-30',
    });
    expect(values.beforeImages.map((item) => item.url)).toEqual([
      '/api/files/b1.jpg',
      '/api/files/b2.jpg',
    ]);
    expect(values.duringImages).toEqual([]);
    expect(values.afterImages.map((item) => item.url)).toEqual(['/api/files/a1.jpg']);
  });

  it('sends every field of the body, and reads every one back from a stored development', () => {
    expect(roundTrip(makeDevelopment())).toEqual(recordBody(makeDevelopment()));
    const everyFieldSet = makeDevelopment({
      description: '<p>Six homes.</p><p>Built &amp; sold.<br>In 2024.</p>',
      location: 'Aylsham',
      projectValue: 2400000.5,
      status: 'in_progress',
      startDate: '2023-03-01',
      endDate: '2024-09-30',
      beforeImages: ['/api/files/b1.jpg', '/api/files/b2.jpg'],
      duringImages: ['/api/files/d1.jpg'],
      afterImages: ['/api/files/a1.jpg'],
    });
    expect(roundTrip(everyFieldSet)).toEqual(recordBody(everyFieldSet));
  });

  it('reads a status it does not know as planning', () => {
    const values = developmentFormFromDevelopment(
      development({ status: 'on_hold' as Development['status'] }),
    );
    expect(values.status).toBe('planning');
  });

  it('shows missing values as empty fields', () => {
    const values = developmentFormFromDevelopment(
      development({ location: null, projectValue: null, startDate: null, endDate: null }),
    );
    expect(values).toMatchObject({ location: '', projectValue: '', startDate: '', endDate: '' });
  });

  it('keeps only the day of a stored date', () => {
    expect(calendarDay('2025-05-01T10:00:00Z')).toBe('2025-05-01');
    expect(calendarDay(null)).toBe('');
    expect(calendarDay('soon')).toBe('');
  });

  it('reads project values typed with commas or a pound sign', () => {
    const parseProjectValue = (text: string) => parseNumber(text, DEVELOPMENT_FIELDS.projectValue);
    expect(parseProjectValue('')).toBeNull();
    expect(parseProjectValue(' 1,250,000 ')).toBe(1250000);
    expect(parseProjectValue('£900000.50')).toBe(900000.5);
    expect(parseProjectValue('lots')).toBe('invalid');
  });

  describe('validation', () => {
    it('requires a title', () => {
      expect(validateDevelopmentForm(form({ title: '   ' }))).toEqual({
        title: 'Title is required',
      });
    });

    it('accepts a title alone', () => {
      expect(validateDevelopmentForm(form())).toEqual({});
    });

    it('wants a project value of 0 or more', () => {
      expect(validateDevelopmentForm(form({ projectValue: '-1' })).projectValue).toBe(
        'Project value must be 0 or more',
      );
      expect(validateDevelopmentForm(form({ projectValue: 'abc' })).projectValue).toBe(
        'Project value must be a number',
      );
      expect(validateDevelopmentForm(form({ projectValue: '0' }))).toEqual({});
    });

    it('refuses an end date before the start date', () => {
      expect(
        validateDevelopmentForm(form({ startDate: '2025-06-02', endDate: '2025-06-01' })),
      ).toEqual({ endDate: 'End date cannot be before the start date' });
      expect(
        validateDevelopmentForm(form({ startDate: '2025-06-01', endDate: '2025-06-01' })),
      ).toEqual({});
      expect(validateDevelopmentForm(form({ endDate: '2025-06-01' }))).toEqual({});
    });

    it('refuses days that do not exist', () => {
      expect(validateDevelopmentForm(form({ startDate: '2025-02-30' }))).toEqual({
        startDate: 'Enter a valid start date',
      });
    });

    it('mirrors the server limits', () => {
      const errors = validateDevelopmentForm(
        form({
          title: 'x'.repeat(201),
          location: 'y'.repeat(201),
          beforeImages: Array.from({ length: 61 }, (_, i) => ({ id: `i${i}`, url: `/i${i}.jpg` })),
        }),
      );
      expect(errors).toEqual({
        title: 'Title must be 200 characters or fewer',
        location: 'Location must be 200 characters or fewer',
        beforeImages: 'Before can hold at most 60 images',
      });
      expect(validateDevelopmentForm(form({ title: 'x'.repeat(200) }))).toEqual({});
    });

    it('orders the fields that can carry a message as the screen does', () => {
      expect(FORM_FIELD_ORDER).toEqual([
        'title',
        'description',
        'location',
        'projectValue',
        'status',
        'startDate',
        'endDate',
        'beforeImages',
        'duringImages',
        'afterImages',
      ]);
    });

    it('names the first invalid field in form order', () => {
      expect(
        firstInvalidField(FORM_FIELD_ORDER, {
          endDate: 'e',
          title: 'Title is required',
          projectValue: 'p',
        }),
      ).toBe('title');
      expect(firstInvalidField(FORM_FIELD_ORDER, { endDate: 'e', projectValue: 'p' })).toBe(
        'projectValue',
      );
      expect(firstInvalidField(FORM_FIELD_ORDER, {})).toBeUndefined();
    });
  });

  describe('the body sent to the server', () => {
    it('sends the empty fields as the service stores them left out', () => {
      expect(developmentInputFromForm(form({ title: ' Mill Lane ' }), noImages)).toEqual(
        recordBody(makeDevelopment({ title: 'Mill Lane' })),
      );
    });

    it('sends every field with the gallery URLs given', () => {
      const held: GalleryItem = { id: 'h', url: 'blob:held', file: new File(['x'], 'x.jpg') };
      const body = developmentInputFromForm(
        form({
          description: 'First <b>line</b>\nsecond line\n\nNext paragraph',
          location: ' Holt ',
          projectValue: '1,500,000',
          status: 'in_progress',
          startDate: '2025-01-15',
          endDate: '2026-03-31',
          beforeImages: [held],
        }),
        {
          beforeImages: ['/api/files/new.jpg'],
          duringImages: ['/api/files/d.jpg'],
          afterImages: [],
        },
      );
      expect(body).toEqual({
        title: 'Mill Lane',
        description: '<p>First &lt;b&gt;line&lt;/b&gt;<br>second line</p><p>Next paragraph</p>',
        location: 'Holt',
        projectValue: 1500000,
        status: 'in_progress',
        startDate: '2025-01-15',
        endDate: '2026-03-31',
        beforeImages: ['/api/files/new.jpg'],
        duringImages: ['/api/files/d.jpg'],
        afterImages: [],
      });
    });

    it('keeps a description through an edit unchanged', () => {
      const stored = '<p>Six homes.</p><p>Built &amp; sold.<br>In 2024.</p>';
      const values = developmentFormFromDevelopment(development({ description: stored }));
      expect(developmentInputFromForm(values, noImages).description).toBe(stored);
    });
  });
});
