import type { StaffNeed } from '@reedmere/contracts';
import {
  describeStaffRoutes,
  staffCaller,
  TEST_STAFF,
  testStaffKeys,
  useTestService,
} from '@reedmere/service-kit/testing';
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

const call = staffCaller(() => service().server, staff);

type Development = { id: string; title: string };

/** One development, stored by the owner. */
async function seed(): Promise<Development> {
  const res = await call(TEST_STAFF.owner, 'POST', '/developments', { title: 'Riverside Mill' });
  expect(res.status).toBe(201);
  return res.body as Development;
}

const CHANGE: StaffNeed = { change: ['developments'] };

describeStaffRoutes<Development>({
  call,
  seed,
  stored,
  refusalNames: /^Only .*developments.* can change this/i,
  cases: {
    'adding a development': {
      method: 'POST',
      path: () => '/developments',
      body: { title: 'Plot 4' },
      need: CHANGE,
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
      need: CHANGE,
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
      need: CHANGE,
      allowed: TEST_STAFF.developmentsEditor,
      refused: TEST_STAFF.commercialEditor,
      done: async (res) => {
        expect(res.status).toBe(204);
        expect(await developments().countDocuments()).toBe(0);
      },
    },
  },
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
