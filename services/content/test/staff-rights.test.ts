// The staff routes check the rights of the person the BFF calls them for (its signed
// `x-acting-staff`), as the BFF's own routes do; the public reads, the visitors' forms, the alert
// links, notices and the file sweep's read stay open to any caller.
import request from 'supertest';
import type { ActingStaff } from '@reedmere/service-kit';
import { STAFF_ONLY_MESSAGE } from '@reedmere/service-kit';
import { TEST_STAFF, testStaffKeys, useTestService } from '@reedmere/service-kit/testing';
import { homesInNorwich } from './support/alert-helpers';
import { startTestService, validEnquiry, type TestService } from './support/test-service';

const staff = testStaffKeys('content');

const seoPage = { pagePath: '/residential', pageTitle: 'Residential property in Norfolk' };

/** The records each case works on, made afresh for every test. */
interface Stored {
  seoPage: string;
  enquiry: string;
  alert: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface StaffCase {
  method: Method;
  path: (ids: Stored) => string;
  body?: object;
  /** Someone whose rights cover the call, and what they get. */
  allowed: ActingStaff;
  status: number;
  /** Someone whose rights do not, and the refusal's message. */
  refused: ActingStaff;
  message: string;
  /** What the call changes (or, for a read, what it answers), read from the database. */
  state: (service: TestService) => Promise<unknown>;
  /** The state after the allowed call. */
  changed?: (before: unknown, after: unknown) => void;
}

const ids = (service: TestService, collection: string) =>
  service.connection
    .collection(collection)
    .find({})
    .toArray()
    .then((rows) => rows.map((row) => String(row._id)).sort());
const one = async (service: TestService, collection: string) =>
  service.connection.collection(collection).findOne({});

const SEE_NEWS = (you: string) =>
  `Only an editor for news and SEO, a manager, a viewer or the owner can see this. You are ${you}.`;
const CHANGE_NEWS = (you: string) =>
  `Only an editor for news and SEO, a manager or the owner can change this. You are ${you}.`;
const SEE_CONTACTS = (you: string) =>
  `Only the owner, a manager or a viewer can see enquiries and alerts. You are ${you}.`;
const CHANGE_CONTACTS = (you: string) =>
  `Only the owner or a manager can change enquiries and alerts. You are ${you}.`;
const RESIDENTIAL = 'an editor for residential sales and lettings';
const NEWS = 'an editor for news and SEO';

const unchanged = (before: unknown, after: unknown) => expect(after).toEqual(before);
const gone = (_before: unknown, after: unknown) => expect(after).toEqual([]);

const CASES: Array<[string, StaffCase]> = [
  [
    'GET /seo-pages (the admin list, inactive pages included)',
    {
      method: 'GET',
      path: () => '/seo-pages',
      allowed: TEST_STAFF.newsEditor,
      status: 200,
      refused: TEST_STAFF.residentialEditor,
      message: SEE_NEWS(RESIDENTIAL),
      state: (s) => ids(s, 'seo_pages'),
    },
  ],
  [
    'GET /seo-pages/:id',
    {
      method: 'GET',
      path: ({ seoPage }) => `/seo-pages/${seoPage}`,
      allowed: TEST_STAFF.viewer,
      status: 200,
      refused: TEST_STAFF.commercialEditor,
      message: SEE_NEWS('an editor for commercial sales and commercial lettings'),
      state: (s) => ids(s, 'seo_pages'),
    },
  ],
  [
    'POST /seo-pages',
    {
      method: 'POST',
      path: () => '/seo-pages',
      body: { pagePath: '/commercial', pageTitle: 'Commercial property' },
      allowed: TEST_STAFF.newsEditor,
      status: 201,
      refused: TEST_STAFF.viewer,
      message: CHANGE_NEWS('a viewer'),
      state: async (s) =>
        (await s.connection.collection('seo_pages').find({}).toArray()).map((p) => p.pagePath),
      changed: (_before, after) => expect(after).toEqual(['/residential', '/commercial']),
    },
  ],
  [
    'PUT /seo-pages/:id',
    {
      method: 'PUT',
      path: ({ seoPage }) => `/seo-pages/${seoPage}`,
      body: { ...seoPage, pageTitle: 'Homes in Norfolk' },
      allowed: TEST_STAFF.manager,
      status: 200,
      refused: TEST_STAFF.residentialEditor,
      message: CHANGE_NEWS(RESIDENTIAL),
      state: async (s) => (await one(s, 'seo_pages'))?.pageTitle,
      changed: (_before, after) => expect(after).toBe('Homes in Norfolk'),
    },
  ],
  [
    'DELETE /seo-pages/:id',
    {
      method: 'DELETE',
      path: ({ seoPage }) => `/seo-pages/${seoPage}`,
      allowed: TEST_STAFF.newsEditor,
      status: 204,
      refused: TEST_STAFF.developmentsEditor,
      message: CHANGE_NEWS('an editor for developments'),
      state: (s) => ids(s, 'seo_pages'),
      changed: gone,
    },
  ],
  [
    'GET /enquiries',
    {
      method: 'GET',
      path: () => '/enquiries',
      allowed: TEST_STAFF.viewer,
      status: 200,
      refused: TEST_STAFF.newsEditor,
      message: SEE_CONTACTS(NEWS),
      state: (s) => ids(s, 'enquiries'),
    },
  ],
  [
    'PATCH /enquiries/:id',
    {
      method: 'PATCH',
      path: ({ enquiry }) => `/enquiries/${enquiry}`,
      body: { isRead: true },
      allowed: TEST_STAFF.manager,
      status: 200,
      refused: TEST_STAFF.viewer,
      message: CHANGE_CONTACTS('a viewer'),
      state: async (s) => (await one(s, 'enquiries'))?.isRead,
      changed: (before, after) => expect([before, after]).toEqual([false, true]),
    },
  ],
  [
    'DELETE /enquiries/:id',
    {
      method: 'DELETE',
      path: ({ enquiry }) => `/enquiries/${enquiry}`,
      allowed: TEST_STAFF.owner,
      status: 204,
      refused: TEST_STAFF.newsEditor,
      message: CHANGE_CONTACTS(NEWS),
      state: (s) => ids(s, 'enquiries'),
      changed: gone,
    },
  ],
  [
    'GET /alerts',
    {
      method: 'GET',
      path: () => '/alerts',
      allowed: TEST_STAFF.manager,
      status: 200,
      refused: TEST_STAFF.residentialEditor,
      message: SEE_CONTACTS(RESIDENTIAL),
      state: (s) => ids(s, 'alert_subscriptions'),
    },
  ],
  [
    'DELETE /alerts/:id',
    {
      method: 'DELETE',
      path: ({ alert }) => `/alerts/${alert}`,
      allowed: TEST_STAFF.manager,
      status: 204,
      refused: TEST_STAFF.viewer,
      message: CHANGE_CONTACTS('a viewer'),
      state: (s) => ids(s, 'alert_subscriptions'),
      changed: gone,
    },
  ],
  [
    'GET /outbox',
    {
      method: 'GET',
      path: () => '/outbox',
      allowed: TEST_STAFF.owner,
      status: 200,
      refused: TEST_STAFF.developmentsEditor,
      message: SEE_CONTACTS('an editor for developments'),
      state: (s) => ids(s, 'outbox'),
    },
  ],
];

describe('staff routes, with the BFF key set', () => {
  const service = useTestService(() => startTestService({ staffKey: staff.staffKey }), {
    beforeEach: (s) => s.reset(),
  });
  let stored: Stored;
  beforeEach(async () => {
    const { seoPages, enquiries, alerts } = service().services;
    const page = await seoPages.create(seoPage);
    const enquiry = await enquiries.submit(validEnquiry);
    await alerts.signUp(homesInNorwich);
    const alert = await one(service(), 'alert_subscriptions');
    stored = { seoPage: String(page.id), enquiry: String(enquiry.id), alert: String(alert!._id) };
  });

  function call(method: Method, path: string, headers: Record<string, string>, body?: object) {
    const http = request(service().url);
    const req =
      method === 'GET'
        ? http.get(path)
        : method === 'POST'
          ? http.post(path)
          : method === 'PUT'
            ? http.put(path)
            : method === 'PATCH'
              ? http.patch(path)
              : http.delete(path);
    return (body ? req.send(body) : req).set(headers);
  }
  const as = (person: ActingStaff, method: Method, path: string) =>
    staff.actingAs(person, method, path);

  describe.each(CASES)('%s', (_name, c) => {
    it('is answered for a person whose rights cover it, and does what it did', async () => {
      const path = c.path(stored);
      const before = await c.state(service());
      const res = await call(c.method, path, as(c.allowed, c.method, path), c.body);
      expect(res.status).toBe(c.status);
      (c.changed ?? unchanged)(before, await c.state(service()));
      if (c.method === 'GET') expect(JSON.stringify(res.body)).toContain(stored[kindOf(path)]);
    });

    it('is refused, naming what is missing, for a person whose rights do not, changing nothing', async () => {
      const path = c.path(stored);
      const before = await c.state(service());
      const res = await call(c.method, path, as(c.refused, c.method, path), c.body);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { message: c.message, refused: 'staff-rights' },
      });
      expect(await c.state(service())).toEqual(before);
    });

    it('is refused without an assertion, or with one for another call', async () => {
      const path = c.path(stored);
      const before = await c.state(service());
      const other = c.method === 'DELETE' ? 'GET' : 'DELETE';
      for (const headers of [{}, as(TEST_STAFF.owner, other, path)]) {
        const res = await call(c.method, path, headers, c.body);
        expect({ status: res.status, body: res.body }).toEqual({
          status: 403,
          body: { message: STAFF_ONLY_MESSAGE, refused: 'staff-rights' },
        });
      }
      expect(await c.state(service())).toEqual(before);
    });
  });

  it("answers the public and the services' own calls without any assertion", async () => {
    const open = request(service().url);
    const byPath = await open.get('/seo-pages/by-path').query({ path: '/residential' });
    expect(byPath.status).toBe(200);
    expect(byPath.body).toMatchObject({ id: stored.seoPage, pageTitle: seoPage.pageTitle });
    expect((await open.get('/file-references')).body).toEqual({ files: [] });
    expect((await open.post('/enquiries').send(validEnquiry)).status).toBe(201);
    expect(
      (await open.post('/alerts').send({ ...homesInNorwich, email: 'b@example.com' })).status,
    ).toBe(202);
    // A link nobody holds is not found, never refused for rights.
    const noLink = { token: 'x'.repeat(43) };
    expect((await open.post('/alerts/lookup').send({ purpose: 'confirm', ...noLink })).status).toBe(
      404,
    );
    expect((await open.post('/alerts/confirm').send(noLink)).status).toBe(404);
    expect((await open.post('/alerts/unsubscribe').send(noLink)).status).toBe(404);
    const notice = { kind: 'sign-in-notice', to: 'owner@example.com', subject: 'S', text: 'T' };
    expect((await open.post('/notices').send(notice)).status).toBe(201);
    expect(await ids(service(), 'enquiries')).toHaveLength(2);
    expect(await ids(service(), 'alert_subscriptions')).toHaveLength(2);
  });
});

/** Which stored record a read's answer must show. */
function kindOf(path: string): keyof Stored {
  if (path.startsWith('/seo-pages')) return 'seoPage';
  if (path.startsWith('/alerts')) return 'alert';
  return 'enquiry';
}
