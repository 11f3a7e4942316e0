import type { StaffNeed } from '@reedmere/contracts';
import {
  describeStaffRoutes,
  staffCaller,
  TEST_STAFF,
  testStaffKeys,
  useTestService,
} from '@reedmere/service-kit/testing';
import { ARTICLES_COLLECTION } from '../src/data-access/article-model';
import { startTestService } from './support/test-service';

// The service started with the BFF's (test) key: its staff routes check the acting person.
const staff = testStaffKeys('news');
const service = useTestService(() => startTestService(undefined, staff.staffKey), {
  beforeEach: (s) => s.connection.collection(ARTICLES_COLLECTION).deleteMany({}),
});
const articles = () => service().connection.collection(ARTICLES_COLLECTION);
/** Every stored article as stored: what a refused call must leave as it was. */
const stored = () => articles().find().sort({ slug: 1 }).toArray();

const call = staffCaller(() => service().server, staff);

const ARTICLE = { title: 'Spring market', slug: 'spring-market', content: '<p>Steady.</p>' };
type Article = typeof ARTICLE & { id: string };

/** A published article and a draft, stored by the owner. */
async function seed(): Promise<{ published: Article; draft: Article }> {
  const add = async (body: object) => {
    const res = await call(TEST_STAFF.owner, 'POST', '/articles', body);
    expect(res.status).toBe(201);
    return res.body as Article;
  };
  const published = await add({
    ...ARTICLE,
    isPublished: true,
    publishedAt: '2025-04-01T09:00:00.000Z',
  });
  const draft = await add({ ...ARTICLE, slug: 'a-draft', title: 'A draft' });
  return { published, draft };
}

const READ: StaffNeed = { read: ['news'] };
const CHANGE: StaffNeed = { change: ['news'] };

describeStaffRoutes<Article>({
  call,
  seed: async () => (await seed()).draft,
  stored,
  refusalNames: /^Only .*news/i,
  cases: {
    'the admin list, drafts included': {
      method: 'GET',
      path: () => '/articles',
      need: READ,
      allowed: TEST_STAFF.viewer,
      refused: TEST_STAFF.commercialEditor,
      done: async (res, draft) => {
        expect(res.status).toBe(200);
        expect((res.body as Article[]).map((a) => a.id)).toContain(draft.id);
      },
    },
    'an article by id, a draft too': {
      method: 'GET',
      path: (draft) => `/articles/by-id/${draft.id}`,
      need: READ,
      allowed: TEST_STAFF.newsEditor,
      refused: TEST_STAFF.developmentsEditor,
      done: async (res, draft) => expect(res.body).toMatchObject({ id: draft.id }),
    },
    'an article by slug, drafts found too': {
      method: 'GET',
      path: (draft) => `/articles/${draft.slug}`,
      need: READ,
      allowed: TEST_STAFF.manager,
      refused: TEST_STAFF.residentialEditor,
      done: async (res, draft) => expect(res.body).toMatchObject({ id: draft.id }),
    },
    'adding an article': {
      method: 'POST',
      path: () => '/articles',
      body: { ...ARTICLE, slug: 'new-one' },
      need: CHANGE,
      allowed: TEST_STAFF.newsEditor,
      refused: TEST_STAFF.developmentsEditor,
      done: async (res) => {
        expect(res.status).toBe(201);
        expect(await articles().countDocuments({ slug: 'new-one' })).toBe(1);
      },
    },
    'replacing an article': {
      method: 'PUT',
      path: (draft) => `/articles/${draft.id}`,
      body: { ...ARTICLE, slug: 'a-draft', title: 'Changed' },
      need: CHANGE,
      allowed: TEST_STAFF.manager,
      refused: TEST_STAFF.viewer,
      done: async (res) => {
        expect(res.status).toBe(200);
        expect(await articles().findOne({ slug: 'a-draft' })).toMatchObject({ title: 'Changed' });
      },
    },
    'deleting an article': {
      method: 'DELETE',
      path: (draft) => `/articles/${draft.id}`,
      need: CHANGE,
      allowed: TEST_STAFF.newsEditor,
      refused: TEST_STAFF.residentialEditor,
      done: async (res) => {
        expect(res.status).toBe(204);
        expect(await articles().countDocuments({ slug: 'a-draft' })).toBe(0);
      },
    },
  },
});

describe('the public reads and the file sweep', () => {
  it('are answered with no one signed in, drafts never shown', async () => {
    const { published, draft } = await seed();
    const list = await call(null, 'GET', '/articles?published=true');
    expect(list.status).toBe(200);
    expect((list.body as Article[]).map((a) => a.id)).toEqual([published.id]);
    const one = await call(null, 'GET', `/articles/${published.slug}?published=true`);
    expect([one.status, one.body.id]).toEqual([200, published.id]);
    expect((await call(null, 'GET', `/articles/${draft.slug}?published=true`)).status).toBe(404);
    expect((await call(null, 'GET', '/file-references')).status).toBe(200);
    expect((await call(null, 'GET', '/health')).status).toBe(200);
  });
});
