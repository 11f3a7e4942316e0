import type { NewsArticle } from '@reedmere/contracts';
import { makeNewsArticle } from '@reedmere/contracts/testing';
import { firstInvalidField } from '../../../shared/first-invalid-field';
import { isEmptyHtml } from '../../../shared/rich-text/empty-html';
import { recordBody } from '../../../shared/testing/record-body';
import { MESSAGES } from './article-fields';
import {
  articleFormFromArticle,
  articleInputFromForm,
  cleanTags,
  emptyArticleForm,
  FORM_FIELD_ORDER,
  validateArticleForm,
  type ArticleFormValues,
} from './article-form-values';

const ARTICLE: NewsArticle = {
  id: 'a1',
  title: 'Spring market update',
  slug: 'spring-market-update',
  excerpt: 'Prices are up.',
  content: '<p>Prices are <strong>up</strong>.</p>',
  featuredImage: '/api/files/spring.jpg',
  author: 'Jane Reed',
  category: 'Property News',
  tags: ['market', 'spring'],
  isPublished: true,
  publishedAt: '2026-03-05T10:23:00.000Z',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-05T10:23:00.000Z',
};

const roundTrip = (stored: NewsArticle) =>
  articleInputFromForm(articleFormFromArticle(stored), {
    featuredImage: stored.featuredImage,
    previousPublishedAt: stored.publishedAt,
  });

const valid = (over: Partial<ArticleFormValues> = {}): ArticleFormValues => ({
  ...emptyArticleForm(),
  title: 'New homes in Dereham',
  slug: 'new-homes-in-dereham',
  content: '<p>Twelve new homes.</p>',
  ...over,
});

describe('emptyArticleForm', () => {
  it('starts as a draft in Market Update by the agency', () => {
    expect(emptyArticleForm()).toEqual({
      title: '',
      slug: '',
      slugEdited: false,
      excerpt: '',
      content: '',
      featuredImage: [],
      author: 'Reedmere Estates',
      category: 'Market Update',
      tags: [],
      isPublished: false,
      publishedAt: '',
    });
  });
});

describe('articleFormFromArticle', () => {
  it('fills every field and keeps the saved slug fixed', () => {
    const values = articleFormFromArticle(ARTICLE);
    expect(values).toMatchObject({
      title: 'Spring market update',
      slug: 'spring-market-update',
      slugEdited: true,
      excerpt: 'Prices are up.',
      content: '<p>Prices are <strong>up</strong>.</p>',
      author: 'Jane Reed',
      category: 'Property News',
      tags: ['market', 'spring'],
      isPublished: true,
      publishedAt: '2026-03-05',
    });
    expect(values.featuredImage.map((item) => item.url)).toEqual(['/api/files/spring.jpg']);
  });

  it('gives no image and no date when the article has none', () => {
    const values = articleFormFromArticle({
      ...ARTICLE,
      featuredImage: null,
      publishedAt: null,
      isPublished: false,
    });
    expect(values.featuredImage).toEqual([]);
    expect(values.publishedAt).toBe('');
  });
});

describe('a stored article through the form', () => {
  it('sends every field of the body, and reads every one back', () => {
    expect(roundTrip(ARTICLE)).toEqual(recordBody(ARTICLE));
    expect(roundTrip(makeNewsArticle())).toEqual(recordBody(makeNewsArticle()));
    const draft = { ...ARTICLE, featuredImage: null, isPublished: false, publishedAt: null };
    expect(roundTrip(draft)).toEqual(recordBody(draft));
  });

  it('orders the fields that can carry a message as the screen does', () => {
    expect(FORM_FIELD_ORDER).toEqual([
      'title',
      'slug',
      'excerpt',
      'content',
      'author',
      'category',
      'tags',
      'publishedAt',
    ]);
  });
});

describe('isEmptyHtml', () => {
  it.each(['', '<p></p>', '<p> &nbsp; </p>', '<p><br></p>', '<ul><li><p></p></li></ul>'])(
    'treats %j as empty',
    (html) => expect(isEmptyHtml(html)).toBe(true),
  );
  it('sees words', () => expect(isEmptyHtml('<p>Hi</p>')).toBe(false));
});

describe('validateArticleForm', () => {
  it('accepts a complete form', () => {
    expect(validateArticleForm(valid())).toEqual({});
  });

  it('asks for title, slug and content', () => {
    const errors = validateArticleForm(valid({ title: '  ', slug: '', content: '<p></p>' }));
    expect(errors).toEqual({
      title: MESSAGES.titleRequired,
      slug: MESSAGES.slugRequired,
      content: MESSAGES.contentRequired,
    });
    expect(MESSAGES.titleRequired).toBe('Title is required');
    expect(MESSAGES.slugRequired).toBe('Slug is required');
    expect(MESSAGES.contentRequired).toBe('Content is required');
    expect(firstInvalidField(FORM_FIELD_ORDER, errors)).toBe('title');
  });

  it.each(['New Homes', 'new_homes', 'new--homes', '-new', 'café'])(
    'refuses the slug %j',
    (slug) => {
      expect(validateArticleForm(valid({ slug })).slug).toBe(
        'Slug may contain lower-case letters, numbers and hyphens only',
      );
    },
  );

  it('refuses the reserved slug and an over-long one', () => {
    expect(validateArticleForm(valid({ slug: 'admin' })).slug).toBe(MESSAGES.slugReserved);
    expect(validateArticleForm(valid({ slug: 'a'.repeat(81) })).slug).toBe(MESSAGES.slugTooLong);
  });

  it('checks the schema limits of excerpt, author and tags', () => {
    const errors = validateArticleForm(
      valid({
        excerpt: 'x'.repeat(501),
        author: 'y'.repeat(121),
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
      }),
    );
    expect(Object.keys(errors)).toEqual(['excerpt', 'author', 'tags']);
    expect(validateArticleForm(valid({ tags: ['z'.repeat(41)] })).tags).toBe(MESSAGES.tagTooLong);
  });

  it('orders the first invalid field as the form does', () => {
    expect(firstInvalidField(FORM_FIELD_ORDER, validateArticleForm(valid({ content: '' })))).toBe(
      'content',
    );
    expect(firstInvalidField(FORM_FIELD_ORDER, { content: 'x', slug: 'y' })).toBe('slug');
    expect(firstInvalidField(FORM_FIELD_ORDER, {})).toBeUndefined();
  });
});

describe('cleanTags', () => {
  it('trims, drops blanks and repeats', () => {
    expect(cleanTags([' Market ', '', 'market', 'Norfolk'])).toEqual(['Market', 'Norfolk']);
  });
});

describe('articleInputFromForm', () => {
  it('sends a draft without a date, whatever the date field holds', () => {
    const input = articleInputFromForm(
      valid({ isPublished: false, publishedAt: '2026-04-01', excerpt: ' Short ' }),
      { featuredImage: null },
    );
    expect(input).toEqual({
      title: 'New homes in Dereham',
      slug: 'new-homes-in-dereham',
      excerpt: 'Short',
      content: '<p>Twelve new homes.</p>',
      featuredImage: null,
      author: 'Reedmere Estates',
      category: 'Market Update',
      tags: [],
      isPublished: false,
      publishedAt: null,
    });
  });

  it('sends the chosen date as the start of that day where the admin is', () => {
    const input = articleInputFromForm(valid({ isPublished: true, publishedAt: '2026-04-01' }), {
      featuredImage: '/api/files/new.jpg',
    });
    expect(input.isPublished).toBe(true);
    expect(input.featuredImage).toBe('/api/files/new.jpg');
    expect(input.publishedAt).toBe(new Date(2026, 3, 1).toISOString());
  });

  it('keeps the saved timestamp when the date was not changed', () => {
    const values = articleFormFromArticle(ARTICLE);
    const input = articleInputFromForm(values, {
      featuredImage: ARTICLE.featuredImage,
      previousPublishedAt: ARTICLE.publishedAt,
    });
    expect(input.publishedAt).toBe('2026-03-05T10:23:00.000Z');
    const moved = articleInputFromForm(
      { ...values, publishedAt: '2026-03-07' },
      { featuredImage: null, previousPublishedAt: ARTICLE.publishedAt },
    );
    expect(moved.publishedAt).toBe(new Date(2026, 2, 7).toISOString());
  });

  it('leaves the date to the server when publishing without one', () => {
    const input = articleInputFromForm(valid({ isPublished: true, publishedAt: '' }), {
      featuredImage: null,
    });
    expect(input.publishedAt).toBeNull();
  });

  it('sends an emptied author as empty, for the server to fill in', () => {
    expect(articleInputFromForm(valid({ author: '   ' }), { featuredImage: null }).author).toBe('');
  });
});
