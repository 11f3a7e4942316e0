import { DEFAULT_NEWS_CATEGORY, NEWS_CATEGORIES } from '@reedmere/contracts';
import { articleByline, articleExcerpt, DEFAULT_AUTHOR } from './article-defaults';
import { htmlToText } from '@reedmere/web-kit';

const words = (count: number): string =>
  Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('articleExcerpt', () => {
  it('uses the article’s own excerpt when it has one', () => {
    expect(articleExcerpt({ excerpt: 'Short and sweet.', content: `<p>${words(100)}</p>` })).toBe(
      'Short and sweet.',
    );
  });

  it('falls back to the content cut to 150 characters with an ellipsis', () => {
    const excerpt = articleExcerpt({ excerpt: '', content: `<p>${words(100)}</p>` });
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(153);
    expect(htmlToText(words(100)).startsWith(excerpt.slice(0, -3))).toBe(true);
  });

  it('allows 200 characters for the featured article', () => {
    const content = `<p>${'a'.repeat(300)}</p>`;
    expect(articleExcerpt({ content }, { featured: true })).toBe(`${'a'.repeat(200)}...`);
    expect(articleExcerpt({ content })).toBe(`${'a'.repeat(150)}...`);
  });

  it('counts characters of the text, not of the HTML', () => {
    const content = `<p class="lead"><em>${'b'.repeat(140)}</em></p>`;
    expect(articleExcerpt({ content })).toBe('b'.repeat(140));
  });

  it('adds no ellipsis when nothing was cut', () => {
    expect(articleExcerpt({ excerpt: '   ', content: '<p>New office in Diss.</p>' })).toBe(
      'New office in Diss.',
    );
  });

  it('does not end on a space before the ellipsis', () => {
    const content = `${'c'.repeat(149)} ${'d'.repeat(20)}`;
    expect(articleExcerpt({ content })).toBe(`${'c'.repeat(149)}...`);
  });

  it('is empty for an article without content', () => {
    expect(articleExcerpt({})).toBe('');
  });
});

describe('articleByline', () => {
  it('defaults the author to the agency and the category to Market Update', () => {
    expect(DEFAULT_AUTHOR).toBe('Reedmere Estates');
    expect(DEFAULT_NEWS_CATEGORY).toBe('Market Update');
    expect(articleByline({})).toEqual({ author: 'Reedmere Estates', category: 'Market Update' });
    expect(articleByline({ author: ' ', category: null })).toEqual({
      author: 'Reedmere Estates',
      category: 'Market Update',
    });
  });

  it('keeps the values an article has', () => {
    expect(articleByline({ author: 'Jo Smith', category: 'Investment Tips' })).toEqual({
      author: 'Jo Smith',
      category: 'Investment Tips',
    });
  });

  it('offers the five news categories', () => {
    expect(NEWS_CATEGORIES).toEqual([
      'Market Update',
      'Property News',
      'Investment Tips',
      'Company News',
      'Industry Insights',
    ]);
  });
});
