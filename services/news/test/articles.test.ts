import { AGENCY } from '@reedmere/agency';
import { MAX_LIST_LIMIT } from '@reedmere/contracts';
import { DEFAULT_LIST_LIMIT } from '@reedmere/contracts/schemas';
import {
  expectEachRefused,
  expectListQueriesRefused,
  newRecordAnswer,
  useTestService,
  withWidthVariants,
} from '@reedmere/service-kit/testing';
import request from 'supertest';
import { ARTICLES_COLLECTION } from '../src/data-access/article-model';
import { startTestService } from './support/test-service';

type Article = Record<string, unknown> & {
  id: string;
  slug: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

const MISSING_ID = '0123456789abcdef01234567';
const DAY = 24 * 60 * 60 * 1000;
const FULL_BODY = {
  title: 'Norfolk market in spring',
  slug: 'norfolk-market-in-spring',
  excerpt: 'Prices held steady across the county.',
  content: '<h2>Spring</h2><p>Prices held <strong>steady</strong>.</p>',
  featuredImage: '/api/files/img-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg',
  author: 'Jane Reed',
  category: 'Property News',
  tags: ['market', 'norfolk'],
  isPublished: true,
  publishedAt: '2025-04-01T09:00:00.000Z',
};

/** What an article holds when only the title, slug and content are given: a draft by the agency. */
const DEFAULT_FIELDS = {
  excerpt: '',
  featuredImage: null,
  author: AGENCY.name,
  category: 'Market Update',
  tags: [],
  isPublished: false,
  publishedAt: null,
};

const service = useTestService(startTestService, {
  beforeEach: (s) => s.connection.collection(ARTICLES_COLLECTION).deleteMany({}),
});
const api = () => request(service().server);
const articles = () => service().connection.collection(ARTICLES_COLLECTION);

async function createArticle(body: object): Promise<Article> {
  const res = await api().post('/articles').send(body);
  expect(res.status).toBe(201);
  return res.body as Article;
}
const draft = (slug: string, extra: object = {}) =>
  createArticle({ title: `Title ${slug}`, slug, content: '<p>Body</p>', ...extra });
const published = (slug: string, publishedAt: Date, extra: object = {}) =>
  draft(slug, { isPublished: true, publishedAt: publishedAt.toISOString(), ...extra });
const ids = (list: { id: string }[]) => list.map((a) => a.id);

describe('POST /articles', () => {
  it('stores every field and answers 201 with the record as the contracts name it', async () => {
    const res = await api().post('/articles').send(FULL_BODY);
    expect(res.status).toBe(201);
    expect(res.body).toEqual(newRecordAnswer(FULL_BODY));
    expect(await articles().countDocuments()).toBe(1);
  });

  it('fills the defaults: the agency as author, Market Update, a draft', async () => {
    const created = await createArticle({ title: 'T', slug: 't', content: '<p>c</p>' });
    expect(created).toMatchObject(DEFAULT_FIELDS);
  });

  it.each([[''], [null], ['   ']])('uses the agency as author when it is %j', async (author) => {
    const created = await draft('with-author', { author });
    expect(created.author).toBe(AGENCY.name);
  });

  it('stores the excerpt as given, however long, and derives none', async () => {
    const excerpt = 'x'.repeat(500);
    expect((await draft('long', { excerpt })).excerpt).toBe(excerpt);
    const content = `<p>${'word '.repeat(100)}</p>`;
    expect((await draft('no-excerpt', { content })).excerpt).toBe('');
  });

  it('stores the slug trimmed and in lower case', async () => {
    expect((await draft('  Spring-News ')).slug).toBe('spring-news');
  });

  it('stamps the publication date when publishing without one', async () => {
    const before = Date.now();
    const created = await draft('now', { isPublished: true });
    const after = Date.now();
    const stamped = Date.parse(String(created.publishedAt));
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(after);
    const withNull = await draft('null-date', { isPublished: true, publishedAt: null });
    expect(Date.parse(String(withNull.publishedAt))).toBeGreaterThanOrEqual(before);
  });

  it('keeps a given publication date, and none for a draft', async () => {
    expect((await draft('given', FULL_BODY)).publishedAt).toBe(FULL_BODY.publishedAt);
    expect((await draft('draft')).publishedAt).toBeNull();
  });

  it('sanitizes the content before storing it', async () => {
    const created = await draft('unsafe', {
      content:
        '<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a> <a href="https://example.com">y</a></p>' +
        '<script>alert(1)</script><img src="x" onerror="alert(1)"><h1>Big</h1>',
    });
    const expected =
      '<p>Hello <a rel="noopener noreferrer">x</a> <a href="https://example.com" rel="noopener noreferrer">y</a></p>Big';
    expect(created.content).toBe(expected);
    const stored = await articles().findOne({ slug: 'unsafe' });
    expect(stored?.content).toBe(expected);
  });

  it.each([
    [
      {},
      ['title', 'Title is required', 'slug', 'Slug is required', 'content', 'Content is required'],
    ],
    [
      { title: '', slug: '', content: '' },
      ['title', 'Title is required', 'slug', 'Slug is required', 'content', 'Content is required'],
    ],
    [{ slug: 's', content: 'c' }, ['title', 'Title is required']],
    [{ title: '  ', slug: 's', content: 'c' }, ['title', 'Title is required']],
    [{ title: 't', content: 'c' }, ['slug', 'Slug is required']],
    [{ title: 't', slug: 's' }, ['content', 'Content is required']],
    [
      { title: 't', slug: 's', content: '<script>alert(1)</script>' },
      ['content', 'Content is required'],
    ],
    [{ title: 't', slug: 's', content: '   ' }, ['content', 'Content is required']],
    [
      { title: 't', slug: 'admin', content: 'c' },
      ['slug', 'This slug is reserved; choose another'],
    ],
    [
      { title: 't', slug: 'two words', content: 'c' },
      ['slug', 'Slug may contain only lower-case letters, digits and single hyphens'],
    ],
    [
      { title: 't', slug: 'a--b', content: 'c' },
      ['slug', 'Slug may contain only lower-case letters, digits and single hyphens'],
    ],
  ])('refuses %j with a 400 naming each problem', async (body, expected) => {
    const res = await api().post('/articles').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation failed');
    const pairs: { field: string; message: string }[] = [];
    for (let i = 0; i < expected.length; i += 2) {
      pairs.push({ field: expected[i]!, message: expected[i + 1]! });
    }
    expect(res.body.errors).toEqual(pairs);
    expect(await articles().countDocuments()).toBe(0);
  });

  it('refuses an unknown category, a bad date, a bad image link and unknown fields', async () => {
    const res = await api().post('/articles').send({
      title: 't',
      slug: 's',
      content: 'c',
      category: 'Gossip',
      publishedAt: 'yesterday',
      featuredImage: 'javascript:alert(1)',
      views: 3,
    });
    expect(res.status).toBe(400);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['category', 'publishedAt', 'featuredImage', 'views']),
    );
    expect(await articles().countDocuments()).toBe(0);
  });

  it('answers 409 for a slug already taken and leaves the first article unchanged', async () => {
    const first = await createArticle(FULL_BODY);
    for (const slug of [FULL_BODY.slug, FULL_BODY.slug.toUpperCase()]) {
      const res = await api()
        .post('/articles')
        .send({ title: 'Another', slug, content: '<p>Other</p>' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'An article with this slug already exists' });
    }
    expect(await articles().countDocuments()).toBe(1);
    const read = await api().get(`/articles/${FULL_BODY.slug}`);
    expect(read.body).toEqual(first);
  });
});

describe('GET /articles', () => {
  it('answers an empty array when there are none', async () => {
    for (const path of ['/articles', '/articles?published=true']) {
      const res = await api().get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it('with published=true: only published articles whose date has come, newest first', async () => {
    const now = Date.now();
    const older = await published('older', new Date(now - 10 * DAY));
    await draft('a-draft');
    await draft('dated-draft', { publishedAt: new Date(now - DAY).toISOString() });
    await published('scheduled', new Date(now + DAY));
    const newer = await published('newer', new Date(now - DAY));
    const justNow = await draft('just-now', { isPublished: true });
    const res = await api().get('/articles?published=true');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([justNow.id, newer.id, older.id]);
    expect(res.body[0]).not.toHaveProperty('_id');
  });

  it('without it: every article, drafts included, most recently changed first', async () => {
    const a = await published('a', new Date(Date.now() - DAY));
    const b = await draft('b');
    const c = await published('c', new Date(Date.now() + DAY));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api().put(`/articles/${a.id}`).send({ title: 'A again', slug: 'a', content: 'x' });
    for (const path of ['/articles', '/articles?published=false']) {
      const res = await api().get(path);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([a.id, c.id, b.id]);
    }
  });

  it('refuses a published value that is not a boolean', async () => {
    const res = await api().get('/articles?published=maybe');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'published', message: 'published must be a boolean' },
    ]);
  });
});

describe('GET /articles, a page at a time', () => {
  const COUNT = DEFAULT_LIST_LIMIT + 10;
  const DRAFTS = 3;
  const slugs = (list: { slug: string }[]) => list.map((a) => a.slug);
  const base = Date.now() - 1000 * DAY;

  beforeEach(async () => {
    // Article n was published n days after `base`: the newest is the last one made.
    for (let n = 1; n <= COUNT; n += 1) await published(`article-${n}`, new Date(base + n * DAY));
    for (let n = 1; n <= DRAFTS; n += 1) await draft(`draft-${n}`);
  });

  it('answers the first DEFAULT_LIST_LIMIT without limit, and counts every one', async () => {
    const visible = await api().get('/articles?published=true');
    expect(visible.status).toBe(200);
    expect(visible.body).toHaveLength(DEFAULT_LIST_LIMIT);
    expect(visible.body[0].slug).toBe(`article-${COUNT}`);
    expect(visible.headers['x-total-count']).toBe(String(COUNT));

    const all = await api().get('/articles');
    expect(all.body).toHaveLength(DEFAULT_LIST_LIMIT);
    expect(all.headers['x-total-count']).toBe(String(COUNT + DRAFTS));
  });

  it('pages through every article of either view without overlap', async () => {
    const rest = await api().get(`/articles?published=true&page=2&limit=${MAX_LIST_LIMIT}`);
    expect(slugs(rest.body)).toEqual(
      Array.from(
        { length: COUNT - MAX_LIST_LIMIT },
        (_, i) => `article-${COUNT - MAX_LIST_LIMIT - i}`,
      ),
    );
    expect(rest.headers['x-total-count']).toBe(String(COUNT));

    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await api().get(`/articles?page=${page}&limit=25`);
      expect(res.headers['x-total-count']).toBe(String(COUNT + DRAFTS));
      seen.push(...slugs(res.body));
    }
    expect(new Set(seen).size).toBe(COUNT + DRAFTS);
    expect((await api().get('/articles?page=2')).body).toHaveLength(12);
  });

  it('refuses a limit above the maximum, a bad page and anything else in the query', async () => {
    await expectListQueriesRefused((query) => api().get(`/articles?published=true&${query}`));
    await expectListQueriesRefused((query) => api().get(`/articles?${query}`));
  });
});

describe('GET /articles/:slug', () => {
  it('answers a published article with or without published=true', async () => {
    const article = await published('live', new Date(Date.now() - DAY));
    for (const path of ['/articles/live', '/articles/live?published=true']) {
      const res = await api().get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(article);
    }
  });

  it('answers a draft or a scheduled article only without published=true', async () => {
    const hidden = await draft('hidden');
    const scheduled = await published('scheduled', new Date(Date.now() + DAY));
    for (const article of [hidden, scheduled]) {
      expect((await api().get(`/articles/${article.slug}`)).body).toEqual(article);
      const res = await api().get(`/articles/${article.slug}?published=true`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Article not found' });
    }
  });

  it.each(['nothing-here', MISSING_ID, 'Bad%20Slug'])('answers 404 for %s', async (slug) => {
    await draft('something');
    const res = await api().get(`/articles/${slug}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Article not found' });
  });
});

describe('GET /articles/by-id/:id', () => {
  it('answers an article by its id, draft or published', async () => {
    for (const article of [await draft('by-its-id'), await published('live-by-id', new Date())]) {
      const res = await api().get(`/articles/by-id/${article.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(article);
    }
  });

  it.each([MISSING_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const res = await api().get(`/articles/by-id/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Article not found' });
  });
});

describe('PUT /articles/:id', () => {
  it('replaces the fields, keeps the creation time and sanitizes the content', async () => {
    const created = await createArticle(FULL_BODY);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await api().put(`/articles/${created.id}`).send({
      title: 'Renamed',
      slug: 'renamed',
      content:
        '<p style="x">New <iframe src="https://e.com"></iframe><a href="mailto:a@b.c">mail</a></p>',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: created.id,
      title: 'Renamed',
      slug: 'renamed',
      content: '<p>New <a href="mailto:a@b.c" rel="noopener noreferrer">mail</a></p>',
      ...DEFAULT_FIELDS,
      createdAt: created.createdAt,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect((await api().get('/articles/renamed')).body).toEqual(res.body);
    expect((await api().get(`/articles/${FULL_BODY.slug}`)).status).toBe(404);
  });

  it('keeps its own slug without a conflict', async () => {
    const created = await createArticle(FULL_BODY);
    const res = await api()
      .put(`/articles/${created.id}`)
      .send({ ...FULL_BODY, title: 'New' });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('New');
  });

  it('stamps now when publishing a draft, and keeps the date when re-saving', async () => {
    const created = await draft('to-publish');
    const body = { title: 'T', slug: 'to-publish', content: 'c', isPublished: true };
    const before = Date.now();
    const first = await api().put(`/articles/${created.id}`).send(body);
    expect(first.status).toBe(200);
    const stamped = Date.parse(first.body.publishedAt);
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await api()
      .put(`/articles/${created.id}`)
      .send({ ...body, title: 'T2' });
    expect(again.body.publishedAt).toBe(first.body.publishedAt);
    const withDate = await api()
      .put(`/articles/${created.id}`)
      .send({ ...body, publishedAt: '2024-01-01T00:00:00.000Z' });
    expect(withDate.body.publishedAt).toBe('2024-01-01T00:00:00.000Z');
    const unpublished = await api()
      .put(`/articles/${created.id}`)
      .send({ ...body, isPublished: false });
    expect(unpublished.body).toMatchObject({ isPublished: false, publishedAt: null });
    expect(ids((await api().get('/articles?published=true')).body)).toEqual([]);
  });

  it('answers 409 for another article’s slug and changes neither', async () => {
    const first = await createArticle(FULL_BODY);
    const second = await draft('second');
    const res = await api()
      .put(`/articles/${second.id}`)
      .send({ title: 'Taken', slug: FULL_BODY.slug, content: '<p>x</p>' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An article with this slug already exists' });
    expect((await api().get(`/articles/${FULL_BODY.slug}`)).body).toEqual(first);
    expect((await api().get('/articles/second')).body).toEqual(second);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const created = await createArticle(FULL_BODY);
    const cases = [
      [{ slug: 's', content: 'c' }, 'title', 'Title is required'],
      [{ title: 't', content: 'c' }, 'slug', 'Slug is required'],
      [{ title: 't', slug: 's', content: '' }, 'content', 'Content is required'],
      [{ title: 't', slug: 's', content: '<style>p{}</style>' }, 'content', 'Content is required'],
      [
        { title: 't', slug: 'admin', content: 'c' },
        'slug',
        'This slug is reserved; choose another',
      ],
    ] as const;
    await expectEachRefused((body) => api().put(`/articles/${created.id}`).send(body), cases);
    expect((await api().get(`/articles/${FULL_BODY.slug}`)).body).toEqual(created);
  });

  it.each([MISSING_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const res = await api().put(`/articles/${id}`).send({ title: 't', slug: 's', content: 'c' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Article not found' });
    expect(await articles().countDocuments()).toBe(0);
  });
});

describe('DELETE /articles/:id', () => {
  it('deletes, answers 204 and frees the slug', async () => {
    const created = await createArticle(FULL_BODY);
    const res = await api().delete(`/articles/${created.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await api().get(`/articles/${FULL_BODY.slug}`)).status).toBe(404);
    expect((await api().delete(`/articles/${created.id}`)).status).toBe(404);
    await createArticle(FULL_BODY);
  });

  it.each([MISSING_ID, 'not-an-id'])('answers 404 for %s and deletes nothing', async (id) => {
    await draft('kept');
    const res = await api().delete(`/articles/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Article not found' });
    expect(await articles().countDocuments()).toBe(1);
  });
});

describe('GET /file-references', () => {
  it('names each stored featured image with its variants, once', async () => {
    const a = 'img-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    await draft('one', { featuredImage: `/api/files/${a}.jpg` });
    await draft('two', { featuredImage: `/api/files/${a}.jpg` });
    await draft('three', { featuredImage: '/api/files/static-assets%2Fnews.jpg' });
    await draft('four', { featuredImage: 'https://example.com/photo.jpg' });
    await draft('five');
    const res = await api().get('/file-references');
    expect(res.status).toBe(200);
    expect(res.body.files).toEqual(
      [`${a}.jpg`, 'static-assets/news.jpg'].flatMap(withWidthVariants).sort(),
    );
  });
});
