import { missingRight, type StaffNeed } from '@reedmere/contracts';
import { STAFF_ONLY_MESSAGE } from '@reedmere/service-kit';
import { TEST_STAFF, testStaffKeys, useTestService } from '@reedmere/service-kit/testing';
import request from 'supertest';
import { DEVELOPMENTS_COLLECTION } from '../src/data-access/development-model';
import { startTestService } from './support/test-service';

// The service started with the BFF's (test) key: its staff routes check the acting person.
const staff = testStaffKeys('developments');
const service = useTestService(() => startTestService(undefined, staff.staffKey), {
  beforeEach: (s) => s.connection.collection(DEVELOPMENTS_COLLECTION).deleteMany({}),
});
const developments = () => service().connection.collection(DEVELOPMENTS_COLLECTION);
/** Every stored development as stored: what a refused call must leave as it was. */
const stored = () => developments().find().sort({ title: 1 }).toArray();

type Person = (typeof TEST_STAFF)[keyof typeof TEST_STAFF];
const VERBS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;
type Method = keyof typeof VERBS;

/** A call as the BFF makes it for `person` (signed for this method and path), or with no one. */
function call(person: Person | null, method: Method, path: string, body?: object) {
  const req = request(service().server)[VERBS[method]](path);
  if (person) req.set(staff.actingAs(person, method, path));
  return body ? req.send(body) : req;
}

type Development = { id: string; title: string };

/** One development, stored by the owner. */
async function seed(): Promise<Development> {
  const res = await call(TEST_STAFF.owner, 'POST', '/developments', { title: 'Riverside Mill' });
  expect(res.status).toBe(201);
  return res.body as Development;
}

const CHANGE: StaffNeed = { change: ['developments'] };

interface Case {
  method: Method;
  path: (development: Development) => string;
  body?: object;
  allowed: Person;
  refused: Person;
  /** What the allowed call answers and changes. */
  done(res: request.Response): Promise<void>;
}

const CASES: Record<string, Case> = {
  'adding a development': {
    method: 'POST',
    path: () => '/developments',
    body: { title: 'Plot 4' },
    allowed: TEST_STAFF.developmentsEditor,
    refused: TEST_STAFF.newsEditor,
    done: async (res) => {
      expect(res.status).toBe(201);
      expect(await developments().countDocuments({ title: 'Plot 4' })).toBe(1);
    },
  },
  'replacing a development': {
    method: 'PUT',
    path: (development) => `/developments/${development.id}`,
    body: { title: 'Changed' },
    allowed: TEST_STAFF.manager,
    refused: TEST_STAFF.viewer,
    done: async (res) => {
      expect(res.status).toBe(200);
      expect(await developments().countDocuments({ title: 'Changed' })).toBe(1);
    },
  },
  'deleting a development': {
    method: 'DELETE',
    path: (development) => `/developments/${development.id}`,
    allowed: TEST_STAFF.developmentsEditor,
    refused: TEST_STAFF.commercialEditor,
    done: async (res) => {
      expect(res.status).toBe(204);
      expect(await developments().countDocuments()).toBe(0);
    },
  },
};

describe.each(Object.entries(CASES))('%s is a staff route', (_name, c) => {
  it('is answered for a person whose rights cover it', async () => {
    const development = await seed();
    await c.done(await call(c.allowed, c.method, c.path(development), c.body));
  });

  it('refuses, naming what is missing, anyone else or no one, and changes nothing', async () => {
    const development = await seed();
    const before = await stored();
    const refused = await call(c.refused, c.method, c.path(development), c.body);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: missingRight(c.refused, CHANGE),
      refused: 'staff-rights',
    });
    expect(refused.body.message).toMatch(/^Only .*developments.* can change this/i);
    const anonymous = await call(null, c.method, c.path(development), c.body);
    expect([anonymous.status, anonymous.body]).toEqual([
      403,
      { message: STAFF_ONLY_MESSAGE, refused: 'staff-rights' },
    ]);
    expect(await stored()).toEqual(before);
  });
});

describe('the reads, the admin list among them, and the file sweep', () => {
  it('are answered with no one signed in', async () => {
    const development = await seed();
    const list = await call(null, 'GET', '/developments');
    expect([list.status, (list.body as Development[]).map((d) => d.id)]).toEqual([
      200,
      [development.id],
    ]);
    const one = await call(null, 'GET', `/developments/${development.id}`);
    expect([one.status, one.body.id]).toEqual([200, development.id]);
    expect((await call(null, 'GET', '/developments-summary')).body.total).toBe(1);
    expect((await call(null, 'GET', '/file-references')).status).toBe(200);
    expect((await call(null, 'GET', '/health')).status).toBe(200);
  });
});
