import { createHash } from 'node:crypto';
import {
  INVITATION_HOURS,
  type InvitationInput,
  type PeopleList,
  type StaffInvitation,
  type StaffRights,
} from '@reedmere/contracts';
import { useTestService } from '@reedmere/service-kit/testing';
import { Types } from 'mongoose';
import { createRepositories } from '../src/data-access/repositories';
import { createAdminUser } from '../src/domain/admin-users';
import {
  ADDRESS,
  createUser,
  DEFAULT_USER,
  startTestService,
  testClock,
  testHashCost,
} from './support/test-service';

const TOKEN = 'a-service-token-of-some-length';
const GONE = {
  message: 'This invitation link has expired or was withdrawn. Ask the owner to invite you again.',
};
const LAST_OWNER = { message: 'The agency must keep an owner: make someone else the owner first.' };
const NO_PERSON = { message: 'No such person.' };
const NEW_PASSWORD = 'a long enough passphrase';
const HOUR = 60 * 60 * 1000;

type Method = 'get' | 'post' | 'put' | 'delete';

describe('people and invitations', () => {
  const clock = testClock(Date.parse('2026-11-30T09:00:00Z'));
  const service = useTestService(async () => {
    const started = await startTestService({ callerTokens: `bff:${TOKEN}` }, {}, clock);
    await createUser(started);
    return started;
  });
  const collection = (name: string) => service().connection.collection(name);

  /** A call from the BFF, with the services token. */
  const call = (method: Method, path: string) =>
    service().http()[method](path).set('x-service-token', TOKEN);

  let owner: { id: string; name: string };

  beforeEach(async () => {
    await collection('staff_invitations').deleteMany({});
    await collection('sessions').deleteMany({});
    await collection('login_attempts').deleteMany({});
    await collection('admin_users').deleteMany({ email: { $ne: DEFAULT_USER.email } });
    await collection('admin_users').updateOne(
      { email: DEFAULT_USER.email },
      { $set: { role: 'owner', divisions: [] } },
    );
    const stored = await collection('admin_users').findOne({ email: DEFAULT_USER.email });
    owner = { id: String(stored?._id), name: DEFAULT_USER.name };
  });

  /** An account made as create-admin makes one, with these rights. */
  const addPerson = async (email: string, name: string, rights: StaffRights) => {
    const user = await createAdminUser(
      createRepositories(service().connection),
      { email, name, password: NEW_PASSWORD, rights },
      { passwordHashCost: testHashCost() },
    );
    return user.id;
  };

  const invitation = (overrides: Partial<InvitationInput> = {}) => ({
    email: 'Jo.Lister@Reedmere.test ',
    name: '  Jo Lister ',
    role: 'editor',
    divisions: ['news'],
    invitedBy: owner.id,
    ...overrides,
  });

  const invite = async (overrides: Partial<InvitationInput> = {}) => {
    const response = await call('post', '/people/invitations')
      .send(invitation(overrides))
      .expect(201);
    return response.body as { invitation: StaffInvitation; token: string };
  };

  const summary = (token: string) =>
    call('get', '/invitations/current').set('x-invitation-token', token);
  const accept = (token: string, password = NEW_PASSWORD) =>
    call('post', '/invitations/accept').send({ token, password });
  const list = async () => (await call('get', '/people').expect(200)).body as PeopleList;
  const signIn = async (email: string, password: string) => {
    const response = await call('post', '/login')
      .send({ email, password, address: ADDRESS })
      .expect(200);
    return response.body.sessionId as string;
  };
  const fieldsOf = (body: { errors: { field: string }[] }) =>
    body.errors.map((error) => error.field);

  it('lists every person by name, and no invitations when none is open', async () => {
    await addPerson('zed@reedmere.test', 'zed Zulu', { role: 'viewer', divisions: [] });
    await addPerson('bea@reedmere.test', 'Bea Baker', { role: 'editor', divisions: ['news'] });
    const { people, invitations } = await list();
    expect(invitations).toEqual([]);
    expect(people.map((person) => person.name)).toEqual(['Alex Admin', 'Bea Baker', 'zed Zulu']);
    expect(people[1]).toEqual({
      id: expect.any(String),
      email: 'bea@reedmere.test',
      name: 'Bea Baker',
      role: 'editor',
      divisions: ['news'],
      secondFactor: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(JSON.stringify(people)).not.toMatch(/scrypt|passwordHash|recoveryCodes/);
  });

  it('invites, shows the invitation by its token, and sets up an account that can sign in', async () => {
    const { invitation: sent, token } = await invite();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresAt = new Date(clock.now().getTime() + INVITATION_HOURS * HOUR).toISOString();
    expect(sent).toEqual({
      id: expect.any(String),
      email: 'jo.lister@reedmere.test',
      name: 'Jo Lister',
      role: 'editor',
      divisions: ['news'],
      invitedBy: owner,
      createdAt: clock.now().toISOString(),
      expiresAt,
    });
    expect((await list()).invitations).toEqual([sent]);

    const shown = await summary(token).expect(200);
    expect(shown.body).toEqual({
      email: 'jo.lister@reedmere.test',
      name: 'Jo Lister',
      role: 'editor',
      divisions: ['news'],
      expiresAt,
    });

    const accepted = await accept(token).expect(201);
    expect(accepted.body).toEqual({
      user: {
        id: expect.any(String),
        email: 'jo.lister@reedmere.test',
        name: 'Jo Lister',
        role: 'editor',
        divisions: ['news'],
      },
    });
    const sessionId = await signIn('jo.lister@reedmere.test', NEW_PASSWORD);
    const current = await call('get', '/sessions/current').set('x-session-id', sessionId);
    expect(current.body.user).toEqual(accepted.body.user);

    // Used up: the link shows nothing more and sets up nothing more.
    expect((await summary(token).expect(404)).body).toEqual(GONE);
    expect((await accept(token).expect(404)).body).toEqual(GONE);
    const after = await list();
    expect(after.invitations).toEqual([]);
    expect(after.people.map((person) => person.email)).toContain('jo.lister@reedmere.test');
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token } = await invite();
    const stored = await collection('staff_invitations').find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('replaces an open invitation to the same address: the old link stops working', async () => {
    const first = await invite();
    clock.advance(1000);
    const second = await invite({ role: 'viewer', divisions: [], name: 'Jo L' });
    expect(await summary(first.token).expect(404)).toHaveProperty('body', GONE);
    expect((await summary(second.token).expect(200)).body.role).toBe('viewer');
    expect((await list()).invitations).toEqual([second.invitation]);
  });

  it('lists open invitations newest first, each with its sender', async () => {
    const older = await invite();
    clock.advance(1000);
    const newer = await invite({ email: 'sam@reedmere.test', name: 'Sam' });
    const { invitations } = await list();
    expect(invitations.map((item) => item.id)).toEqual([newer.invitation.id, older.invitation.id]);
    expect(invitations.map((item) => item.invitedBy)).toEqual([owner, owner]);
  });

  it('withdraws the links a person sent once they are removed or stop being an owner', async () => {
    const rights = { role: 'owner', divisions: [] } as StaffRights;
    const removedId = await addPerson('max@reedmere.test', 'Max Owner', rights);
    const demotedId = await addPerson('ada@reedmere.test', 'Ada Owner', rights);
    const fromRemoved = await invite({ invitedBy: removedId } as Partial<InvitationInput>);
    const fromDemoted = await invite({
      email: 'sam@reedmere.test',
      invitedBy: demotedId,
    } as Partial<InvitationInput>);
    const fromOwner = await invite({ email: 'kim@reedmere.test' });

    await call('delete', `/people/${removedId}`).query({ actingUserId: owner.id }).expect(200);
    await call('put', `/people/${demotedId}`)
      .send({ role: 'manager', divisions: [], actingUserId: owner.id })
      .expect(200);

    await summary(fromRemoved.token).expect(404);
    await summary(fromDemoted.token).expect(404);
    await summary(fromOwner.token).expect(200);
    expect((await list()).invitations.map((item) => item.id)).toEqual([fromOwner.invitation.id]);
  });

  it('withdraws an invitation: its link stops working; a second withdrawal is 404', async () => {
    const { invitation: sent, token } = await invite();
    await call('delete', `/people/invitations/${sent.id}`).expect(204);
    expect((await summary(token).expect(404)).body).toEqual(GONE);
    expect((await accept(token).expect(404)).body).toEqual(GONE);
    const again = await call('delete', `/people/invitations/${sent.id}`).expect(404);
    expect(again.body).toEqual({ message: 'No such invitation.' });
    expect((await list()).invitations).toEqual([]);
  });

  it('lets an invitation expire after INVITATION_HOURS (the TTL index also removes it)', async () => {
    const { invitation: sent, token } = await invite();
    clock.advance(INVITATION_HOURS * HOUR - 1000);
    await summary(token).expect(200);
    clock.advance(1000);
    expect((await summary(token).expect(404)).body).toEqual(GONE);
    expect((await accept(token).expect(404)).body).toEqual(GONE);
    expect((await list()).invitations).toEqual([]);
    await call('delete', `/people/invitations/${sent.id}`).expect(404);
    const indexes = await collection('staff_invitations').indexes();
    const ttl = indexes.find((index) => index.expireAfterSeconds !== undefined);
    expect(ttl).toMatchObject({ key: { expiresAt: 1 }, expireAfterSeconds: 0 });
  });

  it('answers 404, one message, for unknown and malformed tokens', async () => {
    for (const token of ['', 'short', 'A'.repeat(43), `${'A'.repeat(42)}$`]) {
      expect((await summary(token).expect(404)).body).toEqual(GONE);
    }
    expect((await accept('A'.repeat(43)).expect(404)).body).toEqual(GONE);
  });

  it('sets up one account when one link is accepted twice at once', async () => {
    const { token } = await invite();
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 404 || status === 409)).toBe(true);
    expect(
      await collection('admin_users').countDocuments({ email: 'jo.lister@reedmere.test' }),
    ).toBe(1);
  });

  it('refuses a weak password naming the field, and the link still works', async () => {
    const { token } = await invite();
    const cases = ['too short', 'password1234', 'jo.lister@reedmere.test!', ''];
    for (const password of cases) {
      const refused = await accept(token, password).expect(400);
      expect(fieldsOf(refused.body)).toEqual(['password']);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    expect((await accept(token, 'too short').expect(400)).body).toEqual({
      message: 'Password must be at least 12 characters',
      errors: [{ field: 'password', message: 'Password must be at least 12 characters' }],
    });
    await accept(token).expect(201);
  });

  it('refuses to invite an address that has an account, and to accept once one has it', async () => {
    const refused = await call('post', '/people/invitations')
      .send(invitation({ email: 'ADMIN@reedmere.test' }))
      .expect(409);
    expect(refused.body).toEqual({ message: 'admin@reedmere.test already has an account.' });

    const { token } = await invite();
    await addPerson('jo.lister@reedmere.test', 'Jo', { role: 'viewer', divisions: [] });
    const late = await accept(token).expect(409);
    expect(late.body).toEqual({ message: 'jo.lister@reedmere.test already has an account.' });
  });

  it('refuses invitations it cannot read, naming the field', async () => {
    const cases: [object, string[]][] = [
      [{ ...invitation(), email: 'not an email' }, ['email']],
      [{ ...invitation(), name: ' ' }, ['name']],
      [{ ...invitation(), role: 'boss', divisions: [] }, ['role']],
      [{ ...invitation(), divisions: [] }, ['divisions']],
      [{ ...invitation(), role: 'viewer', divisions: ['news'] }, ['divisions']],
      [{ ...invitation(), invitedBy: undefined }, ['invitedBy']],
      [{ ...invitation(), invitedBy: 'f'.repeat(24) }, ['invitedBy']],
      [{ ...invitation(), invitedBy: 'nobody' }, ['invitedBy']],
      [{ ...invitation(), colour: 'red' }, ['colour']],
    ];
    for (const [body, fields] of cases) {
      const response = await call('post', '/people/invitations').send(body).expect(400);
      expect(fieldsOf(response.body)).toEqual(fields);
    }
    for (const body of [{ password: NEW_PASSWORD }, { token: 'A'.repeat(43) }]) {
      const response = await call('post', '/invitations/accept').send(body).expect(400);
      expect(fieldsOf(response.body)).toEqual([
        Object.hasOwn(body, 'token') ? 'password' : 'token',
      ]);
    }
    expect(await collection('staff_invitations').countDocuments()).toBe(0);
  });

  describe('rights', () => {
    const change = (id: string, body: object) =>
      call('put', `/people/${id}`).send({ actingUserId: owner.id, ...body });

    it('changes a person’s rights, at once for their session', async () => {
      const id = await addPerson('max@reedmere.test', 'Max', { role: 'manager', divisions: [] });
      const sessionId = await signIn('max@reedmere.test', NEW_PASSWORD);
      const changed = await change(id, {
        role: 'editor',
        divisions: ['news', 'residential'],
      }).expect(200);
      expect(changed.body).toEqual({
        id,
        email: 'max@reedmere.test',
        name: 'Max',
        role: 'editor',
        divisions: ['news', 'residential'],
        secondFactor: false,
        createdAt: expect.any(String),
      });
      const current = await call('get', '/sessions/current').set('x-session-id', sessionId);
      expect(current.body.user).toMatchObject({
        role: 'editor',
        divisions: ['news', 'residential'],
      });
      await change(id, { role: 'owner' }).expect(200);
      expect((await list()).people.find((person) => person.id === id)?.role).toBe('owner');
    });

    it('keeps an owner: the only one cannot stop being one', async () => {
      const refused = await change(owner.id, { role: 'manager' }).expect(409);
      expect(refused.body).toEqual(LAST_OWNER);
      expect((await list()).people[0]?.role).toBe('owner');
      const other = await addPerson('olly@reedmere.test', 'Olly', { role: 'owner', divisions: [] });
      await change(owner.id, { role: 'manager' }).expect(200);
      expect((await change(other, { role: 'viewer' }).expect(409)).body).toEqual(LAST_OWNER);
    });

    it('keeps an owner when the last two step down, or are removed, at once', async () => {
      const other = await addPerson('olly@reedmere.test', 'Olly', { role: 'owner', divisions: [] });
      const owners = () => collection('admin_users').countDocuments({ role: 'owner' });
      const demotions = await Promise.all([
        change(owner.id, { role: 'manager' }),
        change(other, { role: 'manager' }),
      ]);
      expect(demotions.map((answer) => answer.status)).toContain(409);
      expect(await owners()).toBeGreaterThanOrEqual(1);
      await change(owner.id, { role: 'owner' }).expect(200);
      await change(other, { role: 'owner' }).expect(200);
      const managerId = await addPerson('max@reedmere.test', 'Max', {
        role: 'manager',
        divisions: [],
      });
      const removals = await Promise.all([
        call('delete', `/people/${owner.id}`).query({ actingUserId: managerId }),
        call('delete', `/people/${other}`).query({ actingUserId: managerId }),
      ]);
      expect(removals.map((answer) => answer.status)).toContain(409);
      expect(await owners()).toBeGreaterThanOrEqual(1);
    });

    it('counts an account from before roles as an owner', async () => {
      const legacy = await collection('admin_users').insertOne({
        email: 'old@reedmere.test',
        name: 'Old Owner',
        passwordHash: 'scrypt$not-a-real-hash',
        passwordChangedAt: new Date(),
        recoveryCodes: [],
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      const legacyId = String(legacy.insertedId);
      const listed = (await list()).people.find((person) => person.id === legacyId);
      expect(listed).toMatchObject({ role: 'owner', divisions: [] });
      // Another owner remains (the legacy one), so the default owner may step down...
      await change(owner.id, { role: 'manager' }).expect(200);
      // ...but the legacy account is now the last owner.
      expect((await change(legacyId, { role: 'viewer' }).expect(409)).body).toEqual(LAST_OWNER);
      const removal = await call('delete', `/people/${legacyId}`).query({ actingUserId: owner.id });
      expect(removal.status).toBe(409);
      expect(removal.body).toEqual(LAST_OWNER);
      const stored = await collection('admin_users').findOne({ _id: legacy.insertedId });
      expect(stored?.role).toBeUndefined();
    });

    it('answers 404 for an unknown or malformed id, and 400 naming the field', async () => {
      for (const id of [new Types.ObjectId().toHexString(), 'not-an-id', '%24where']) {
        expect((await change(id, { role: 'viewer' }).expect(404)).body).toEqual(NO_PERSON);
      }
      const cases: [object, string[]][] = [
        [{ role: 'boss' }, ['role']],
        [{ role: 'editor' }, ['divisions']],
        [{ role: 'editor', divisions: ['news', 'news'] }, ['divisions.1']],
        [{ role: 'viewer', divisions: ['news'] }, ['divisions']],
        [{ role: 'viewer', actingUserId: undefined }, ['actingUserId']],
        [{ role: 'viewer', extra: 1 }, ['extra']],
      ];
      for (const [body, fields] of cases) {
        const response = await change(owner.id, body).expect(400);
        expect(fieldsOf(response.body)).toEqual(fields);
      }
    });
  });

  describe('removal', () => {
    const remove = (id: string, actingUserId = owner.id) =>
      call('delete', `/people/${id}`).query({ actingUserId });

    it('removes a person and ends their sessions and sign-ins at once', async () => {
      const id = await addPerson('max@reedmere.test', 'Max', { role: 'manager', divisions: [] });
      const sessions = [
        await signIn('max@reedmere.test', NEW_PASSWORD),
        await signIn('max@reedmere.test', NEW_PASSWORD),
      ];
      await collection('sign_in_challenges').insertOne({
        tokenHash: 'c'.repeat(64),
        userId: new Types.ObjectId(id),
        purpose: 'second-factor',
        failures: 0,
        createdAt: clock.now(),
        expiresAt: new Date(clock.now().getTime() + 60_000),
      });
      const ownerSession = await signIn(DEFAULT_USER.email, DEFAULT_USER.password);

      const removed = await remove(id).expect(200);
      expect(removed.body).toEqual({
        user: {
          id,
          email: 'max@reedmere.test',
          name: 'Max',
          role: 'manager',
          divisions: [],
          secondFactor: false,
          createdAt: expect.any(String),
        },
        sessionsEnded: 2,
      });
      for (const sessionId of sessions) {
        await call('get', '/sessions/current').set('x-session-id', sessionId).expect(404);
      }
      await call('get', '/sessions/current').set('x-session-id', ownerSession).expect(200);
      expect(
        await collection('sign_in_challenges').countDocuments({ userId: new Types.ObjectId(id) }),
      ).toBe(0);
      expect((await list()).people.map((person) => person.id)).toEqual([owner.id]);
      await call('post', '/login')
        .send({ email: 'max@reedmere.test', password: NEW_PASSWORD, address: ADDRESS })
        .expect(401);
      expect((await remove(id).expect(404)).body).toEqual(NO_PERSON);
    });

    it('refuses to remove yourself, or the last owner', async () => {
      const self = await remove(owner.id, owner.id).expect(409);
      expect(self.body).toEqual({ message: 'You cannot remove your own account.' });
      const managerId = await addPerson('max@reedmere.test', 'Max', {
        role: 'manager',
        divisions: [],
      });
      expect((await remove(owner.id, managerId).expect(409)).body).toEqual(LAST_OWNER);
      const other = await addPerson('olly@reedmere.test', 'Olly', { role: 'owner', divisions: [] });
      await remove(other).expect(200);
      expect(await collection('admin_users').countDocuments()).toBe(2);
    });

    it('answers 404 for an unknown or malformed id, and 400 without who removes', async () => {
      for (const id of [new Types.ObjectId().toHexString(), 'not-an-id']) {
        expect((await remove(id).expect(404)).body).toEqual(NO_PERSON);
      }
      for (const id of [new Types.ObjectId().toHexString(), 'not-an-id']) {
        await call('delete', `/people/invitations/${id}`).expect(404);
      }
      const missing = await call('delete', `/people/${owner.id}`).expect(400);
      expect(fieldsOf(missing.body)).toEqual(['actingUserId']);
      const twice = await call('delete', `/people/${owner.id}?actingUserId=a&actingUserId=b`);
      expect(twice.status).toBe(400);
      expect(fieldsOf(twice.body)).toEqual(['actingUserId']);
    });
  });

  it('refuses every route without the services token', async () => {
    const { invitation: sent, token } = await invite();
    const calls: [Method, string, object?][] = [
      ['get', '/people'],
      ['post', '/people/invitations', invitation({ email: 'x@reedmere.test' })],
      ['delete', `/people/invitations/${sent.id}`],
      ['put', `/people/${owner.id}`, { role: 'viewer', actingUserId: owner.id }],
      ['delete', `/people/${owner.id}?actingUserId=${owner.id}`],
      ['get', '/invitations/current'],
      ['post', '/invitations/accept', { token, password: NEW_PASSWORD }],
    ];
    for (const [method, path, body] of calls) {
      const http = service().http();
      const request = http[method](path)
        .set('x-invitation-token', token)
        .send(body ?? {});
      expect((await request.expect(403)).body).toEqual({ message: 'Forbidden' });
    }
    // Nothing was changed: the invitation is still open and the owner still an owner.
    await summary(token).expect(200);
    expect((await list()).people).toEqual([expect.objectContaining({ role: 'owner' })]);
  });
});
