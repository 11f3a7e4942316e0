import { AUDIT_RETENTION_YEARS, type AuditEvent, type AuditEventInput } from '@reedmere/contracts';
import { useTestService } from '@reedmere/service-kit/testing';
import { codeFor, enableSecondFactor, passwordStep, wrongCode } from './support/second-factor';
import { ADDRESS, DEFAULT_USER, startTestServiceWithUser, testClock } from './support/test-service';

const priceChange: AuditEventInput = {
  actor: { id: 'a'.repeat(24), email: 'sam@reedmere.test', name: 'Sam Seller' },
  address: '198.51.100.4',
  action: 'update',
  entity: { kind: 'property', id: 'b'.repeat(24), label: '12 High Street' },
  changes: [
    { field: 'price', before: 250000, after: 245000 },
    { field: 'hidden', before: false, after: true },
    { field: 'description' },
  ],
};

describe('the audit trail', () => {
  // Late on the last Saturday of October 2026: British Summer Time, ending that night.
  const clock = testClock(Date.parse('2026-10-24T22:30:00Z'));
  const service = useTestService(() => startTestServiceWithUser({}, clock));
  const events = () => service().connection.collection('audit_events');
  const http = () => service().http();

  const record = (body: object) => http().post('/audit-events').send(body);
  const list = async (query: Record<string, string | number> = {}) => {
    const response = await http().get('/audit-events').query(query).expect(200);
    return { items: response.body as AuditEvent[], total: Number(response.get('x-total-count')) };
  };

  beforeEach(async () => {
    await events().deleteMany({});
  });

  it('keeps a reported write with its time, and lists it with before and after', async () => {
    const created = await record(priceChange).expect(201);
    expect(created.body).toEqual({
      ...priceChange,
      id: expect.any(String),
      at: clock.now().toISOString(),
    });
    const { items, total } = await list();
    expect(total).toBe(1);
    expect(items).toEqual([created.body]);
  });

  it('refuses a record with a clear message and keeps nothing', async () => {
    const bad = [
      { ...priceChange, action: 'rewrite' },
      { ...priceChange, actor: undefined },
      { ...priceChange, entity: { ...priceChange.entity, kind: 'boat' } },
      { ...priceChange, changes: [{ field: 'notes', before: { nested: true } }] },
      { ...priceChange, changes: Array.from({ length: 101 }, (_, i) => ({ field: `f${i}` })) },
      { ...priceChange, at: '2020-01-01T00:00:00Z' },
    ];
    for (const body of bad) {
      const response = await record(body).expect(400);
      expect(response.body.message).toBe('Validation failed');
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
    expect(await events().countDocuments()).toBe(0);
  });

  it('cannot be changed or removed through the API', async () => {
    const { body } = await record(priceChange).expect(201);
    await http().put(`/audit-events/${body.id}`).send(priceChange).expect(404);
    await http().patch(`/audit-events/${body.id}`).send({ address: '' }).expect(404);
    await http().delete(`/audit-events/${body.id}`).expect(404);
    await http().delete('/audit-events').expect(404);
    expect((await list()).items).toEqual([body]);
  });

  it('lists newest first, narrowed by person, record and action, a page at a time', async () => {
    const others = [
      { ...priceChange, action: 'create' as const },
      { ...priceChange, actor: { ...priceChange.actor, email: 'jo@reedmere.test' } },
      { ...priceChange, entity: { kind: 'article' as const, id: 'c'.repeat(24), label: 'Spring' } },
    ];
    const ids: string[] = [];
    for (const body of [priceChange, ...others]) {
      clock.advance(1000);
      ids.push((await record(body).expect(201)).body.id);
    }
    expect((await list()).items.map((event) => event.id)).toEqual([...ids].reverse());
    expect((await list({ person: 'JO@reedmere.test' })).items.map((e) => e.id)).toEqual([ids[2]]);
    const listing = await list({ kind: 'property', entityId: 'b'.repeat(24) });
    expect(listing.items.map((event) => event.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await list({ action: 'create' })).items.map((event) => event.id)).toEqual([ids[1]]);
    const second = await list({ page: 2, limit: 3 });
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[0] })], total: 4 });
  });

  it('reads days in UK time, both ends included', async () => {
    // 23:30 in London on the 24th (BST), then 00:30 on the 25th.
    const lateSaturday = (await record(priceChange).expect(201)).body.id;
    clock.advance(60 * 60 * 1000);
    const sunday = (await record(priceChange).expect(201)).body.id;
    const ids = async (query: Record<string, string>) =>
      (await list(query)).items.map((event) => event.id);
    expect(await ids({ from: '2026-10-24', to: '2026-10-24' })).toEqual([lateSaturday]);
    expect(await ids({ from: '2026-10-25' })).toEqual([sunday]);
    expect(await ids({ to: '2026-10-24' })).toEqual([lateSaturday]);
    expect(await ids({ from: '2026-10-23', to: '2026-10-25' })).toEqual([sunday, lateSaturday]);
  });

  it('refuses filters it cannot read', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '24/10/2026' }, 'from'],
      [{ from: '2026-02-31' }, 'from'],
      [{ from: '2026-10-25', to: '2026-10-24' }, 'to'],
      [{ action: 'rewrite' }, 'action'],
      [{ kind: 'boat' }, 'kind'],
      [{ limit: '1000' }, 'limit'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [query, field] of cases) {
      const response = await http().get('/audit-events').query(query).expect(400);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
  });

  it('ages records out after the retention the privacy policy states', async () => {
    const indexes = await events().indexes();
    const ttl = indexes.find((index) => index.expireAfterSeconds !== undefined);
    expect(ttl?.key).toEqual({ at: 1 });
    expect(ttl?.expireAfterSeconds).toBe(Math.round(AUDIT_RETENTION_YEARS * 365.25 * 86_400));
  });

  describe('sign-ins', () => {
    const signIns = async () =>
      (await list({ kind: 'account' })).items.map(({ action, actor, address }) => ({
        action,
        actor,
        address,
      }));

    it('records a session opened and a wrong password, known account or not', async () => {
      const { body } = await http()
        .post('/login')
        .send({ email: DEFAULT_USER.email, password: DEFAULT_USER.password, address: ADDRESS })
        .expect(200);
      clock.advance(1000);
      await http()
        .post('/login')
        .send({ email: ' Admin@Reedmere.test', password: 'wrong password', address: ADDRESS })
        .expect(401);
      clock.advance(1000);
      await http()
        .post('/login')
        .send({ email: 'nobody@reedmere.test', password: 'wrong password', address: ADDRESS })
        .expect(401);
      const admin = { id: body.user.id, email: DEFAULT_USER.email, name: DEFAULT_USER.name };
      expect(await signIns()).toEqual([
        {
          action: 'sign-in-failed',
          actor: { id: null, email: 'nobody@reedmere.test', name: null },
          address: ADDRESS,
        },
        {
          action: 'sign-in-failed',
          actor: { id: null, email: DEFAULT_USER.email, name: null },
          address: ADDRESS,
        },
        { action: 'sign-in', actor: admin, address: ADDRESS },
      ]);
    });

    it('records a wrong second-factor code against its account, and the session it opens', async () => {
      const { secret } = await enableSecondFactor(service(), clock);
      await events().deleteMany({});
      // Past the step whose code turned the factor on: a code is good once.
      clock.advance(60_000);
      const { challengeId } = await passwordStep(service());
      expect(await signIns()).toEqual([]);
      await http()
        .post('/login/second-factor')
        .send({ challengeId, code: wrongCode(secret, clock), address: ADDRESS })
        .expect(401);
      clock.advance(1000);
      await http()
        .post('/login/second-factor')
        .send({ challengeId, code: codeFor(secret, clock), address: ADDRESS })
        .expect(200);
      const actor = { id: expect.any(String), email: DEFAULT_USER.email, name: DEFAULT_USER.name };
      expect(await signIns()).toEqual([
        { action: 'sign-in', actor, address: ADDRESS },
        { action: 'sign-in-failed', actor, address: ADDRESS },
      ]);
    });
  });
});
