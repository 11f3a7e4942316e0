import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from 'express';
import type { AuditEvent, Property } from '@reedmere/contracts';
import { createServiceClient, type Logger } from '@reedmere/service-kit';
import { auditRecorder } from '../src/audit/audit-recorder';
import { KEPT_TEXT_MAX } from '../src/audit/changed-fields';
import { caller, signedIn, type Caller } from './support/client';
import { enquiryInput } from './support/enquiry-input';
import { imagesForm, TINY_PNG } from './support/files';
import { ADMIN, SERVICE_TOKEN } from './support/stack';
import { addStaff } from './support/staff-accounts';
import { useStackWithAdmin } from './support/use-stack';

const listing = {
  title: '12 High Street',
  description: '<p>A terraced house near the market.</p>',
  address: '12 High Street',
  location: 'Wymondham',
  price: 250000,
  priceType: 'sale',
  propertyType: 'residential',
};

const EDITOR = {
  email: 'editor@reedmere.example',
  password: 'residential-editor-password',
  name: 'Robin Residential',
  rights: { role: 'editor' as const, divisions: ['residential' as const] },
};

/** What a test compares of an event: who, what, and what changed. */
const summary = ({ action, actor, entity, changes }: AuditEvent) => ({
  action,
  who: actor.email,
  kind: entity.kind,
  id: entity.id,
  label: entity.label,
  changes,
});

describe('the audit trail of staff writes', () => {
  const { stack, admin } = useStackWithAdmin();
  let editor: Caller;

  beforeAll(async () => {
    await addStaff(stack(), EDITOR);
    editor = await signedIn(stack().adminUrl, EDITOR);
  });

  const json = async <T>(response: Response | Promise<Response>, status = 200): Promise<T> => {
    const answered = await response;
    expect(answered.status).toBe(status);
    return (await answered.json()) as T;
  };
  const activity = async (query = '', as = admin()) =>
    json<AuditEvent[]>(as.fetch(`/api/admin/activity${query}`));
  /** The events since `before` (the newest first), as the summary shows them. */
  const since = async (before: AuditEvent[]) => {
    const known = new Set(before.map((event) => event.id));
    return (await activity()).filter((event) => !known.has(event.id)).map(summary);
  };

  it("keeps each change to a listing with who made it, the fields' values and the address", async () => {
    const before = await activity();
    const created = await json<Property>(
      admin().fetch('/api/properties', { method: 'POST', json: listing }),
      201,
    );
    const longer = `<p>${'A long description of the house. '.repeat(10)}</p>`;
    await json(
      admin().fetch(`/api/properties/${created.id}`, {
        method: 'PUT',
        json: { ...listing, price: 245000, description: longer },
      }),
    );
    await json(
      admin().fetch(`/api/admin/properties/${created.id}/toggle-hidden`, { method: 'PATCH' }),
    );
    await json(
      admin().fetch(`/api/admin/properties/${created.id}/toggle-under-offer`, { method: 'PATCH' }),
    );
    const answered = await admin().fetch(`/api/properties/${created.id}`, { method: 'DELETE' });
    expect(answered.status).toBe(204);

    const entity = { who: ADMIN.email, kind: 'property', id: created.id, label: listing.title };
    expect(longer.length).toBeGreaterThan(KEPT_TEXT_MAX);
    expect(await since(before)).toEqual([
      { action: 'delete', ...entity, changes: [] },
      {
        action: 'update',
        ...entity,
        changes: [{ field: 'isUnderOffer', before: false, after: true }],
      },
      { action: 'update', ...entity, changes: [{ field: 'isHidden', before: false, after: true }] },
      {
        action: 'update',
        ...entity,
        changes: [{ field: 'description' }, { field: 'price', before: 250000, after: 245000 }],
      },
      { action: 'create', ...entity, changes: [] },
    ]);
    const [newest] = await activity();
    expect(newest!.address).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(newest!.at).toEqual(expect.any(String));
  });

  it("keeps an editor's changes under their own name, and a listing shows its own history", async () => {
    const created = await json<Property>(
      editor.fetch('/api/properties', { method: 'POST', json: listing }),
      201,
    );
    await json(
      editor.fetch(`/api/properties/${created.id}`, {
        method: 'PUT',
        json: { ...listing, status: 'sold' },
      }),
    );
    const other = await json<Property>(
      admin().fetch('/api/properties', { method: 'POST', json: { ...listing, title: 'Other' } }),
      201,
    );
    const history = await json<AuditEvent[]>(
      editor.fetch(`/api/admin/properties/${created.id}/history`),
    );
    expect(history.map(summary)).toEqual([
      expect.objectContaining({
        action: 'update',
        who: EDITOR.email,
        changes: [{ field: 'status', before: 'available', after: 'sold' }],
      }),
      expect.objectContaining({ action: 'create', who: EDITOR.email, id: created.id }),
    ]);
    // Where a change came from is for the Activity tab only.
    expect(history.every((event) => event.address === '')).toBe(true);
    const otherHistory = await json<AuditEvent[]>(
      admin().fetch(`/api/admin/properties/${other.id}/history`),
    );
    expect(otherHistory.map((event) => event.entity.id)).toEqual([other.id]);
  });

  it('keeps articles, page settings, projects, enquiries and uploads alike', async () => {
    const before = await activity();
    const article = await json<{ id: string }>(
      admin().fetch('/api/news', {
        method: 'POST',
        json: { title: 'Spring update', slug: 'spring-update', content: '<p>Text.</p>' },
      }),
      201,
    );
    await json(
      admin().fetch(`/api/news/${article.id}`, {
        method: 'PUT',
        json: {
          title: 'Spring update',
          slug: 'spring-update',
          content: '<p>Text.</p>',
          isPublished: true,
        },
      }),
    );
    const page = await json<{ id: string }>(
      admin().fetch('/api/seo-pages', {
        method: 'POST',
        json: { pagePath: '/news', pageTitle: 'News', isActive: true },
      }),
      201,
    );
    await json(
      admin().fetch(`/api/seo-pages/${page.id}`, {
        method: 'PUT',
        json: { pagePath: '/news', pageTitle: 'Norfolk property news', isActive: false },
      }),
    );
    const enquiry = await fetch(`${stack().url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(enquiryInput()),
    });
    expect(enquiry.status).toBe(201);
    const [stored] = await json<{ id: string }[]>(admin().fetch('/api/inquiries'));
    await json(
      admin().fetch(`/api/inquiries/${stored!.id}`, { method: 'PATCH', json: { isRead: true } }),
    );

    const project = await json<{ id: string }>(
      admin().fetch('/api/developments', {
        method: 'POST',
        json: { title: 'Maltings conversion', description: 'Six homes.', location: 'Dereham' },
      }),
      201,
    );
    const removed = await admin().fetch(`/api/developments/${project.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    const uploaded = await admin().fetch('/api/upload/property-images', {
      method: 'POST',
      body: imagesForm(1, TINY_PNG, 'front.png'),
    });
    expect(uploaded.status).toBe(201);
    const { urls } = (await uploaded.json()) as { urls: string[] };

    const events = await since(before);
    expect(events).toEqual([
      {
        action: 'create',
        who: ADMIN.email,
        kind: 'file',
        id: urls[0],
        label: 'front.png',
        changes: [],
      },
      expect.objectContaining({
        action: 'delete',
        kind: 'development',
        id: project.id,
        label: 'Maltings conversion',
      }),
      expect.objectContaining({ action: 'create', kind: 'development', id: project.id }),
      {
        action: 'update',
        who: ADMIN.email,
        kind: 'enquiry',
        id: stored!.id,
        // The enquirer's details stay out of the trail.
        label: null,
        changes: [{ field: 'isRead', after: true }],
      },
      {
        action: 'update',
        who: ADMIN.email,
        kind: 'seo-page',
        id: page.id,
        label: '/news',
        changes: [
          { field: 'pageTitle', before: 'News', after: 'Norfolk property news' },
          { field: 'isActive', before: true, after: false },
        ],
      },
      expect.objectContaining({ action: 'create', kind: 'seo-page', id: page.id }),
      expect.objectContaining({
        action: 'update',
        kind: 'article',
        id: article.id,
        label: 'Spring update',
        changes: expect.arrayContaining([{ field: 'isPublished', before: false, after: true }]),
      }),
      expect.objectContaining({ action: 'create', kind: 'article', id: article.id }),
    ]);
  });

  it('keeps nothing for a write refused or found invalid', async () => {
    const before = await activity();
    const commercial = { ...listing, propertyType: 'commercial' };
    expect(
      (await editor.fetch('/api/properties', { method: 'POST', json: commercial })).status,
    ).toBe(403);
    const invalid = await admin().fetch('/api/properties', { method: 'POST', json: { price: -1 } });
    expect(invalid.status).toBe(400);
    const missing = await admin().fetch('/api/properties/0123456789abcdef01234567', {
      method: 'DELETE',
    });
    expect(missing.status).toBe(404);
    expect(await since(before)).toEqual([]);
  });

  it('keeps sign-ins, failed ones with the email that was tried', async () => {
    const before = await activity();
    const wrong = await caller(stack().adminUrl).fetch('/api/login', {
      method: 'POST',
      json: { email: 'Nobody@reedmere.example', password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    await signedIn(stack().adminUrl, ADMIN);
    expect(await since(before)).toEqual([
      expect.objectContaining({ action: 'sign-in', who: ADMIN.email, kind: 'account' }),
      expect.objectContaining({ action: 'sign-in-failed', who: 'nobody@reedmere.example' }),
    ]);
  });

  it('filters by person, kind, action and day, a page at a time', async () => {
    const editorsOwn = await activity(`?person=${encodeURIComponent(EDITOR.email)}`);
    expect(editorsOwn.length).toBeGreaterThan(0);
    expect(editorsOwn.every((event) => event.actor.email === EDITOR.email)).toBe(true);
    const deletes = await activity('?kind=property&action=delete');
    expect(deletes.map((event) => [event.entity.kind, event.action])).toEqual([
      ['property', 'delete'],
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    expect((await activity(`?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await activity('?to=2020-01-01')).toEqual([]);

    const paged = await admin().fetch('/api/admin/activity?page=2&limit=2');
    expect(paged.status).toBe(200);
    expect(Number(paged.headers.get('x-total-count'))).toBeGreaterThan(4);
    expect(paged.headers.get('link')).toContain('rel="prev"');
    expect(((await paged.json()) as AuditEvent[]).length).toBe(2);
  });

  it('refuses filters it cannot read, with the field named', async () => {
    for (const [query, field] of [
      ['?from=yesterday', 'from'],
      ['?action=rewrite', 'action'],
      ['?limit=500', 'limit'],
      ['?colour=red', 'colour'],
    ]) {
      const response = await admin().fetch(`/api/admin/activity${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { field: string }[] };
      expect(body.errors.map((error) => error.field)).toEqual([field]);
    }
    const upside = await admin().fetch('/api/admin/activity?from=2026-10-25&to=2026-10-24');
    expect(upside.status).toBe(400);
  });

  it('offers no way to change or remove the trail, even to the services token', async () => {
    const [event] = await activity();
    const identity = stack().services.identity.http.url;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${identity}/audit-events/${event!.id}`, {
        method,
        headers: { 'x-service-token': SERVICE_TOKEN, 'content-type': 'application/json' },
        body: method === 'DELETE' ? undefined : JSON.stringify({ address: '' }),
      });
      expect(response.status).toBe(404);
    }
    expect((await activity())[0]).toEqual(event);
  });
});

describe('a trail that cannot be written', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is logged as an error and does not fail the write already made', async () => {
    const errors: [string, object | undefined][] = [];
    const logger: Logger = {
      info: () => {},
      warn: () => {},
      error: (message, fields) => errors.push([message, fields]),
    };
    const record = auditRecorder(createServiceClient({ name: 'identity', baseUrl: url }), logger);
    const admin = { id: 'a'.repeat(24), email: ADMIN.email, name: ADMIN.name };
    const req = { ip: '127.0.0.1', res: { locals: { admin } } } as unknown as Request;
    const entity = { kind: 'property' as const, id: 'b'.repeat(24), label: 'A house' };
    await expect(record(req, { action: 'delete', entity })).resolves.toBeUndefined();
    expect(errors).toEqual([
      [
        'audit event not kept',
        { reason: 'identity answered 503', action: 'delete', kind: 'property', id: entity.id },
      ],
    ]);
  });
});
