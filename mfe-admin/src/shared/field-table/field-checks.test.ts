import { errorsOf, fieldError, showsMessage } from './field-checks';
import { keysOf, type TableValues } from './field-kinds';
import { storedValue, valuesOf } from './field-values';
import { SAMPLE, SAMPLE_FIELDS } from './sample-fields';

type SampleValues = TableValues<typeof SAMPLE_FIELDS>;

const valid = (over: Partial<SampleValues> = {}): SampleValues => ({
  ...(valuesOf(SAMPLE_FIELDS, (field, key) =>
    storedValue(field, SAMPLE[key], SAMPLE),
  ) as SampleValues),
  ...over,
});
const errors = (over: Partial<SampleValues>) =>
  errorsOf(SAMPLE_FIELDS, (field, key) => fieldError(field, key, valid(over)));

describe('field table checks', () => {
  it('finds nothing wrong with a stored record', () => {
    expect(errors({})).toEqual({});
  });

  it('wants required text, and no more of it than the most allowed', () => {
    expect(errors({ name: '  ' })).toEqual({ name: 'Name is required' });
    expect(errors({ name: 'x'.repeat(21), summary: 'y'.repeat(51) })).toEqual({
      name: 'Name must be 20 characters or fewer',
      summary: 'Summary must be 50 characters or fewer',
    });
    expect(errors({ name: ` ${'x'.repeat(20)} `, summary: '' })).toEqual({});
  });

  it('asks a text its own rule once it is present and short enough', () => {
    const field = { kind: 'text', label: 'Slug', required: 'Slug is required', max: 5 } as const;
    const rule = (text: string) => (text === 'admin' ? 'Reserved' : undefined);
    const check = (slug: string) => fieldError({ ...field, rule }, 'slug', { slug });
    expect(check('')).toBe('Slug is required');
    expect(check('admins')).toBe('Slug must be 5 characters or fewer');
    expect(check(' admin ')).toBe('Reserved');
    expect(check('news')).toBeUndefined();
  });

  it('wants numbers of 0 or more, whole and not above the most when so marked', () => {
    expect(errors({ count: '-1' })).toEqual({ count: 'Count must be 0 or more' });
    expect(errors({ count: 'many' })).toEqual({ count: 'Count must be 0 or more' });
    expect(errors({ count: '1.5' })).toEqual({ count: 'Count must be a whole number' });
    expect(errors({ count: '10' })).toEqual({ count: 'Count must be 9 or less' });
    expect(errors({ count: '' })).toEqual({});
  });

  it('gives a number its own messages, and reads formatting when it accepts it', () => {
    const field = {
      kind: 'number',
      label: 'Value (£)',
      name: 'Value',
      belowZero: 'Value must be positive',
      notANumber: 'Value must be a number',
      acceptsFormatting: true,
    } as const;
    const check = (value: string) => fieldError(field, 'value', { value });
    expect(check('-3')).toBe('Value must be positive');
    expect(check('lots')).toBe('Value must be a number');
    expect(check('£1,250,000')).toBeUndefined();
  });

  it('wants real days, and a day that comes after the one it may not precede', () => {
    expect(errors({ opened: '2025-02-30' })).toEqual({ opened: 'Enter a valid opening day' });
    expect(errors({ closed: '2025-03-31', opened: '2025-04-01' })).toEqual({
      closed: 'Closed before it opened',
    });
    expect(errors({ closed: '2025-04-01', opened: '2025-04-01' })).toEqual({});
    // Against an invalid or empty day there is nothing to compare.
    expect(errors({ closed: '2025-03-31', opened: '2025-13-01' })).toEqual({
      opened: 'Enter a valid opening day',
    });
    expect(errors({ closed: '2025-03-31', opened: '' })).toEqual({});
  });

  it('wants links to be web addresses or site paths', () => {
    expect(errors({ site: 'example' })).toEqual({
      site: 'Enter a web address starting with https://, or a path on this site starting with /',
    });
    expect(errors({ site: '/about' })).toEqual({});
  });

  it('measures paragraphs as the HTML sent', () => {
    // 36 characters typed, 48 as HTML.
    expect(errors({ notes: 'a'.repeat(18) + '\n\n' + 'b'.repeat(16) })).toEqual({
      notes: 'Notes are too long',
    });
    expect(errors({ notes: 'a'.repeat(33) })).toEqual({});
  });

  it('wants words in required rich text, and no more HTML than allowed', () => {
    expect(errors({ body: '<p> </p>' })).toEqual({ body: 'Body is required' });
    expect(errors({ body: `<p>${'x'.repeat(54)}</p>` })).toEqual({ body: 'Body is too long' });
  });

  it('counts and measures the chips as they are saved', () => {
    expect(errors({ tags: ['a', 'A', ' b ', 'c'] })).toEqual({});
    expect(errors({ tags: ['a', 'b', 'c', 'd'] })).toEqual({ tags: 'At most 3 tags' });
    expect(errors({ tags: ['x'.repeat(11)] })).toEqual({ tags: 'A tag has at most 10 characters' });
  });

  it('counts the images of a gallery that takes any number', () => {
    const photos = Array.from({ length: 6 }, (_, i) => ({ id: `p${i}`, url: `/p${i}.jpg` }));
    expect(errors({ photos })).toEqual({ photos: 'At most 5 photos' });
  });

  it('does not check what is not shown', () => {
    const field = { kind: 'text', label: 'Reason', required: 'Why?', max: 9 } as const;
    const hidden = { ...field, onlyWhen: { field: 'closed', is: true } };
    expect(fieldError(hidden, 'reason', { reason: '', closed: false })).toBeUndefined();
    expect(fieldError(hidden, 'reason', { reason: '', closed: true })).toBe('Why?');
  });

  it('names the fields with a place for a message', () => {
    expect(keysOf(SAMPLE_FIELDS).filter((key) => !showsMessage(SAMPLE_FIELDS[key]))).toEqual([
      'cover',
      'live',
      'pinned',
    ]);
  });
});
