/**
 * Slugs of news articles (`/news/:slug`). They must never be `admin`: the API serves the admin's
 * article list at `/api/news/admin`, which an article with that slug would shadow.
 */
export const RESERVED_SLUGS: readonly string[] = Object.freeze(['admin']);

/** Long enough for any sensible headline, short enough for a readable URL. */
export const MAX_SLUG_LENGTH = 80;

// Letters that Unicode normalisation does not split into a base letter and an accent.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lowercase ASCII letters and digits in groups separated by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * 'Norfolk’s Spring Market: Prices Up 5%' -> 'norfolks-spring-market-prices-up-5'.
 * Accents are dropped (é -> e), '&' reads 'and', apostrophes vanish inside words, and everything
 * else separates words. A reserved result gets '-article' appended; an empty title gives ''.
 */
export function slugify(title: string): string {
  let slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? '')
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

  if (slug.length > MAX_SLUG_LENGTH) {
    // Cut at a word boundary when there is one, so the slug does not end mid-word.
    const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
    const lastHyphen = cut.lastIndexOf('-');
    slug = (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(
      /-+$/,
      '',
    );
  }

  return RESERVED_SLUGS.includes(slug) ? `${slug}-article` : slug;
}

/** Whether a slug typed by hand can be saved as is. */
export function isValidSlug(slug: string): boolean {
  return (
    SLUG_PATTERN.test(slug) && slug.length <= MAX_SLUG_LENGTH && !RESERVED_SLUGS.includes(slug)
  );
}
