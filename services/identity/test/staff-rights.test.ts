import type { AuditEventInput, StaffRights } from '@reedmere/contracts';
import { STAFF_ONLY_MESSAGE, type ActingStaff } from '@reedmere/service-kit';
import { TEST_STAFF, testStaffKeys, useTestService } from '@reedmere/service-kit/testing';
import { createRepositories } from '../src/data-access/repositories';
import { createAdminUser } from '../src/domain/admin-users';
import {
  ADDRESS,
  createUser,
  DEFAULT_USER,
  startTestService,
  testHashCost,
} from './support/test-service';

// Each staff route of identity checks the acting person's assertion (signed by the BFF) itself,
// with the same need as the BFF's route that calls it; the routes called for no person stay open.

type Method = 'get' | 'post' | 'put' | 'delete';

const staff = testStaffKeys('identity');
const PASSWORD = 'a long enough passphrase';
const REFUSED_UNSIGNED = { message: STAFF_ONLY_MESSAGE, refused: 'staff-rights' };
const refusal = (message: string) => ({ message, refused: 'staff-rights' });
const PEOPLE_ONLY = 'Only the owner can manage people.';
const ACTIVITY_ONLY = "Only the owner or a manager can see the staff's activity.";

const service = useTestService(async () => {
  const started = await startTestService({ staffKey: staff.staffKey });
  await createUser(started);
  return started;
});
const collection = (name: string) => service().connection.collection(name);

/** A call as the BFF makes it: for `person` (signed for this call), or for no one. */
function call(
  person: ActingStaff | null,
  method: Method,
  path: string,
  query: Record<string, string> = {},
) {
  const test = service().http()[method](path).query(query);
  return person ? test.set(staff.actingAs(person, method.toUpperCase(), path)) : test;
}

let ownerId = '';
let personId = '';
let invitationId = '';

/** The owner invites someone to join as a viewer. */
const inviteViewer = (email: string, name: string) =>
  call(TEST_STAFF.owner, 'post', '/people/invitations')
    .send({ email, name, role: 'viewer', divisions: [], invitedBy: ownerId })
    .expect(201);

beforeEach(async () => {
  for (const name of ['staff_invitations', 'staff_settings', 'sessions', 'audit_events']) {
    await collection(name).deleteMany({});
  }
  await collection('login_attempts').deleteMany({});
  await collection('admin_users').deleteMany({ email: { $ne: DEFAULT_USER.email } });
  const owner = await collection('admin_users').findOne({ email: DEFAULT_USER.email });
  ownerId = String(owner?._id);
  const rights: StaffRights = { role: 'editor', divisions: ['news'] };
  const person = await createAdminUser(
    createRepositories(service().connection),
    { email: 'pat@reedmere.test', name: 'Pat Page', password: PASSWORD, rights },
    { passwordHashCost: testHashCost() },
  );
  personId = person.id;
  const invited = await inviteViewer('jo@reedmere.test', 'Jo');
  invitationId = invited.body.invitation.id;
});

/** What the database holds that the staff routes change. */
async function stored() {
  const people = await collection('admin_users')
    .find({}, { projection: { email: 1, role: 1, divisions: 1 } })
    .sort({ email: 1 })
    .toArray();
  const invitations = await collection('staff_invitations').find({}).toArray();
  const settings = await collection('staff_settings').find({}).toArray();
  return { people, invitations, settings };
}

interface StaffRouteCase {
  route: string;
  method: Method;
  path: () => string;
  query?: () => Record<string, string>;
  body?: () => object;
  /** Someone the route answers, and its status. */
  allowed: ActingStaff;
  status: number;
  /** Someone refused, and the start of the refusal's message. */
  refused: ActingStaff;
  message: string;
  /** Whether the allowed call changes what is stored. */
  writes: boolean;
}

const CASES: StaffRouteCase[] = [
  {
    route: 'GET /people',
    method: 'get',
    path: () => '/people',
    allowed: TEST_STAFF.owner,
    status: 200,
    refused: TEST_STAFF.manager,
    message: `${PEOPLE_ONLY} You are a manager.`,
    writes: false,
  },
  {
    route: 'GET /people/settings',
    method: 'get',
    path: () => '/people/settings',
    allowed: TEST_STAFF.owner,
    status: 200,
    refused: TEST_STAFF.viewer,
    message: `${PEOPLE_ONLY} You are a viewer.`,
    writes: false,
  },
  {
    route: 'PUT /people/settings',
    method: 'put',
    path: () => '/people/settings',
    body: () => ({ requireSecondFactor: true, actingUserId: ownerId }),
    allowed: TEST_STAFF.owner,
    status: 200,
    refused: TEST_STAFF.manager,
    message: `${PEOPLE_ONLY} You are a manager.`,
    writes: true,
  },
  {
    route: 'POST /people/invitations',
    method: 'post',
    path: () => '/people/invitations',
    body: () => ({
      email: 'sam@reedmere.test',
      name: 'Sam',
      role: 'manager',
      divisions: [],
      invitedBy: ownerId,
    }),
    allowed: TEST_STAFF.owner,
    status: 201,
    refused: TEST_STAFF.manager,
    message: `${PEOPLE_ONLY} You are a manager.`,
    writes: true,
  },
  {
    route: 'DELETE /people/invitations/:id',
    method: 'delete',
    path: () => `/people/invitations/${invitationId}`,
    allowed: TEST_STAFF.owner,
    status: 204,
    refused: TEST_STAFF.residentialEditor,
    message: `${PEOPLE_ONLY} You are an editor for residential sales and lettings.`,
    writes: true,
  },
  {
    route: 'PUT /people/:id',
    method: 'put',
    path: () => `/people/${personId}`,
    body: () => ({ role: 'owner', divisions: [], actingUserId: ownerId }),
    allowed: TEST_STAFF.owner,
    status: 200,
    refused: TEST_STAFF.newsEditor,
    message: `${PEOPLE_ONLY} You are an editor for news and SEO.`,
    writes: true,
  },
  {
    route: 'DELETE /people/:id',
    method: 'delete',
    path: () => `/people/${personId}`,
    query: () => ({ actingUserId: ownerId }),
    allowed: TEST_STAFF.owner,
    status: 200,
    refused: TEST_STAFF.manager,
    message: `${PEOPLE_ONLY} You are a manager.`,
    writes: true,
  },
  {
    route: 'GET /audit-events (the whole trail)',
    method: 'get',
    path: () => '/audit-events',
    allowed: TEST_STAFF.manager,
    status: 200,
    refused: TEST_STAFF.residentialEditor,
    message: `${ACTIVITY_ONLY} You are an editor for residential sales and lettings.`,
    writes: false,
  },
];

describe.each(CASES)('$route', (route) => {
  const send = (person: ActingStaff | null) => {
    const test = call(person, route.method, route.path(), route.query?.() ?? {});
    return route.body ? test.send(route.body()) : test;
  };

  it('is answered for a person whose rights cover it', async () => {
    const before = await stored();
    await send(route.allowed).expect(route.status);
    if (route.writes) expect(await stored()).not.toEqual(before);
  });

  it('is refused, naming what is missing, to a person whose rights do not, changing nothing', async () => {
    const before = await stored();
    const response = await send(route.refused).expect(403);
    expect(response.body).toEqual(refusal(route.message));
    expect(await stored()).toEqual(before);
  });

  it('is refused without a signed-in person, changing nothing', async () => {
    const before = await stored();
    const response = await send(null).expect(403);
    expect(response.body).toEqual(REFUSED_UNSIGNED);
    expect(await stored()).toEqual(before);
  });
});

describe('the audit trail of one record', () => {
  const listingId = 'b'.repeat(24);
  const edit: AuditEventInput = {
    actor: { id: 'a'.repeat(24), email: 'sam@reedmere.test', name: 'Sam Seller' },
    address: '198.51.100.4',
    action: 'update',
    entity: { kind: 'property', id: listingId, label: '12 High Street' },
    changes: [{ field: 'price', before: 250000, after: 245000 }],
  };
  const read = (person: ActingStaff | null, query: Record<string, string>) =>
    call(person, 'get', '/audit-events', query);

  beforeEach(async () => {
    // Added to by the BFF with no person's assertion: every write, and failed sign-ins.
    await call(null, 'post', '/audit-events').send(edit).expect(201);
    await call(null, 'post', '/audit-events')
      .send({ ...edit, entity: { kind: 'account', id: personId, label: 'pat@reedmere.test' } })
      .expect(201);
  });

  it("is read by anyone signed in, for a listing's history and an editor's save", async () => {
    const query = { kind: 'property', entityId: listingId, action: 'update', limit: '1' };
    for (const person of Object.values(TEST_STAFF)) {
      const response = await read(person, query).expect(200);
      expect(response.body).toEqual([expect.objectContaining({ entity: edit.entity })]);
    }
  });

  it('needs the activity right for anything wider, or for a person or an enquiry', async () => {
    const wider: Record<string, string>[] = [
      { kind: 'property' },
      { entityId: listingId },
      { kind: 'account', entityId: personId },
      { kind: 'enquiry', entityId: listingId },
      { kind: 'property', entityId: ' ' },
    ];
    for (const query of wider) {
      const response = await read(TEST_STAFF.newsEditor, query).expect(403);
      expect(response.body).toEqual(
        refusal(`${ACTIVITY_ONLY} You are an editor for news and SEO.`),
      );
      expect((await read(TEST_STAFF.viewer, query).expect(403)).body.message).toMatch(
        /You are a viewer\.$/,
      );
      await read(TEST_STAFF.owner, query).expect((answer) => {
        expect(answer.status).not.toBe(403);
      });
    }
  });

  it('is refused without a signed-in person', async () => {
    const response = await read(null, { kind: 'property', entityId: listingId }).expect(403);
    expect(response.body).toEqual(REFUSED_UNSIGNED);
  });
});

describe('the routes used with no signed-in person', () => {
  it('answer without any assertion: sign-in, sessions, own account, invitations, sweep', async () => {
    const login = (password: string) =>
      call(null, 'post', '/login').send({ email: DEFAULT_USER.email, password, address: ADDRESS });
    await login('not the password').expect(401);
    const signedIn = await login(DEFAULT_USER.password).expect(200);
    const sessionId = String(signedIn.body.sessionId);
    await call(null, 'get', '/sessions/current').set('x-session-id', sessionId).expect(200);
    await call(null, 'get', '/account/sessions').set('x-session-id', sessionId).expect(200);

    const { body } = await inviteViewer('kim@reedmere.test', 'Kim');
    await call(null, 'get', '/invitations/current')
      .set('x-invitation-token', String(body.token))
      .expect(200);
    await call(null, 'post', '/invitations/accept')
      .send({ token: body.token, password: PASSWORD })
      .expect(201);

    expect((await call(null, 'get', '/file-references').expect(200)).body).toEqual({ files: [] });
    await call(null, 'delete', '/sessions/current').set('x-session-id', sessionId).expect(204);
  });
});
