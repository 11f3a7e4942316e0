import { isValidSlug, MAX_SLUG_LENGTH, slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Spring Market Update', 'spring-market-update'],
    ['Norfolk’s Spring Market: Prices Up 5%', 'norfolks-spring-market-prices-up-5'],
    ["Buyer's guide", 'buyers-guide'],
    ['Homes & Gardens', 'homes-and-gardens'],
    ['  --Leading and trailing--  ', 'leading-and-trailing'],
    ['Café society in Diss', 'cafe-society-in-diss'],
    ['Straße, Æsir, Øresund', 'strasse-aesir-oresund'],
    ['£250,000 homes in NR1', '250-000-homes-in-nr1'],
    ['Multiple   spaces\tand\nlines', 'multiple-spaces-and-lines'],
  ])('turns %p into %p', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('never produces the reserved slug admin', () => {
    expect(slugify('Admin')).toBe('admin-article');
    expect(slugify(' admin! ')).toBe('admin-article');
    expect(slugify('Admin tips')).toBe('admin-tips');
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugify('!!!')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('keeps long slugs readable by cutting at a word boundary', () => {
    const slug = slugify(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^(word-)*word$/);
    expect(slugify('x'.repeat(100))).toBe('x'.repeat(MAX_SLUG_LENGTH));
  });

  it('always produces a valid slug from a title with letters', () => {
    for (const title of ['A', 'Ça va', 'Top 10 tips — 2025 edition', 'admin']) {
      expect(isValidSlug(slugify(title))).toBe(true);
    }
  });
});

describe('isValidSlug', () => {
  it('accepts lowercase words joined by single hyphens', () => {
    expect(isValidSlug('spring-market-2025')).toBe(true);
  });

  it.each(['', 'admin', 'Upper-case', 'double--hyphen', '-leading', 'trailing-', 'spa ce', 'é'])(
    'rejects %p',
    (slug) => {
      expect(isValidSlug(slug)).toBe(false);
    },
  );
});
