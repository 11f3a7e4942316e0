import type { Property } from '@reedmere/contracts';
import { silentLogger } from '@reedmere/service-kit';
import { createApp } from '../src/app';
import { caller, signedIn, type Caller } from './support/client';
import { routesOf } from './support/route-table';
import { ADMIN, startStack, type TestStack } from './support/stack';
import { addStaff, type StaffAccount } from './support/staff-accounts';

const STAFF = {
  manager: { role: 'manager', divisions: [] },
  residentialEditor: { role: 'editor', divisions: ['residential'] },
  newsEditor: { role: 'editor', divisions: ['news'] },
  viewer: { role: 'viewer', divisions: [] },
} as const;
type Person = 'owner' | keyof typeof STAFF;
const PEOPLE: Person[] = ['owner', 'manager', 'residentialEditor', 'newsEditor', 'viewer'];
const EVERYONE = PEOPLE;
const CONTENT_EDITORS: Person[] = ['owner', 'manager'];

/**
 * Routes anyone may call on the admin site, which answers every staff route there is: the site's
 * public reads, sign-in and the API's own pages (the visitors' forms are the public site's).
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/login',
  'POST /api/login',
  'GET /api/login/second-factor',
  'POST /api/login/second-factor',
  'GET /api/login/second-factor-setup',
  'POST /api/login/second-factor-setup',
  'GET /api/logout',
  'POST /api/logout',
  'GET /api/home',
  'GET /api/remotes',
  'POST /api/health-reports',
  'GET /api/properties',
  'GET /api/properties/under-offer',
  'GET /api/properties/:id',
  'GET /api/developments',
  'GET /api/developments-summary',
  'GET /api/developments/:id',
  'GET /api/news',
  'GET /api/news/:slug',
  'GET /api/seo-pages/path/*key',
  'GET /api/files/:name',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/:asset',
  'GET /invitation',
  'POST /invitation',
  'GET /password-reset',
  'POST /password-reset',
  'GET /password-reset/new',
  'POST /password-reset/new',
  'GET /robots.txt',
];

/** An id no record has. */
const NO_RECORD = '0123456789abcdef01234567';

const listing = (propertyType: string, priceType = 'sale') => ({
  title: `A ${propertyType} listing`,
  description: '<p>Described.</p>',
  address: '1 Market Place',
  location: 'Wymondham',
  price: 250000,
  priceType,
  propertyType,
});

interface Case {
  route: string;
  /** What the request acts on, where the route's rule depends on it. */
  on?: string;
  allowed: Person[];
  send(as: Caller): Promise<Response>;
}

describe('staff rights on every admin route', () => {
  let stack: TestStack;
  const callers = {} as Record<Person, Caller>;
  let owner: Caller;
  let residential: Property;
  let commercial: Property;

  const call =
    (method: string, path: () => string, json?: unknown) =>
    (as: Caller): Promise<Response> =>
      as.fetch(path(), { method, ...(json === undefined ? {} : { json }) });

  const newListing = async (body: object): Promise<Property> => {
    const response = await owner.fetch('/api/properties', { method: 'POST', json: body });
    expect(response.status).toBe(201);
    return (await response.json()) as Property;
  };

  beforeAll(async () => {
    stack = await startStack();
    const accounts: [Person, StaffAccount][] = Object.entries(STAFF).map(([person, rights]) => [
      person as Person,
      {
        email: `${person.toLowerCase()}@reedmere.example`,
        password: `${person}-password-for-tests`,
        name: person,
        rights: { role: rights.role, divisions: [...rights.divisions] },
      },
    ]);
    for (const [, account] of accounts) await addStaff(stack, account);
    owner = await signedIn(stack.adminUrl, ADMIN);
    callers.owner = owner;
    for (const [person, account] of accounts) {
      callers[person] = await signedIn(stack.adminUrl, account);
    }
    residential = await newListing(listing('residential'));
    commercial = await newListing(listing('commercial'));
  });
  afterAll(() => stack?.stop());

  const cases: Case[] = [
    ...[
      ['GET', '/api/auth/user'],
      ['GET', '/api/auth/sessions'],
      ['DELETE', `/api/auth/sessions/${NO_RECORD}`],
      ['POST', '/api/auth/sessions/end-others'],
      ['POST', '/api/auth/password'],
      ['GET', '/api/auth/second-factor'],
      ['POST', '/api/auth/second-factor/setup'],
      ['POST', '/api/auth/second-factor/confirm'],
      ['POST', '/api/auth/second-factor/disable'],
    ].map(([method, path]) => ({
      route: `${method} ${path!.replace(NO_RECORD, ':id')}`,
      allowed: EVERYONE,
      send: call(method!, () => path!, method === 'GET' ? undefined : {}),
    })),
    {
      route: 'GET /api/admin/properties',
      allowed: ['owner', 'manager', 'residentialEditor', 'viewer'],
      send: call('GET', () => '/api/admin/properties'),
    },
    {
      route: 'GET /api/admin/properties/:id/history',
      on: 'a residential listing',
      allowed: ['owner', 'manager', 'residentialEditor', 'viewer'],
      send: call('GET', () => `/api/admin/properties/${residential.id}/history`),
    },
    {
      route: 'GET /api/admin/properties/:id/history',
      on: 'a commercial listing',
      allowed: ['owner', 'manager', 'viewer'],
      send: call('GET', () => `/api/admin/properties/${commercial.id}/history`),
    },
    {
      route: 'GET /api/admin/activity',
      allowed: ['owner', 'manager'],
      send: call('GET', () => '/api/admin/activity'),
    },
    {
      route: 'GET /api/admin/deployments',
      allowed: ['owner', 'manager'],
      send: call('GET', () => '/api/admin/deployments'),
    },
    // The remote has no canary: those allowed are answered 409, not refused.
    ...['promote', 'rollback'].map((action) => ({
      route: `POST /api/admin/deployments/:remote/${action}`,
      allowed: ['owner', 'manager'] as Person[],
      send: call('POST', () => `/api/admin/deployments/news/${action}`, {}),
    })),
    ...(
      [
        ['GET', '/api/admin/people'],
        ['GET', '/api/admin/people/settings'],
        ['PUT', '/api/admin/people/settings'],
        ['POST', '/api/admin/people/invitations'],
        ['DELETE', '/api/admin/people/invitations/:id'],
        ['PUT', '/api/admin/people/:id'],
        ['DELETE', '/api/admin/people/:id'],
      ] as const
    ).map(([method, path]) => ({
      route: `${method} ${path}`,
      allowed: ['owner'] as Person[],
      send: call(
        method,
        () => path.replace(':id', NO_RECORD),
        method === 'POST' || method === 'PUT' ? {} : undefined,
      ),
    })),
    {
      route: 'POST /api/properties',
      on: 'a residential listing',
      allowed: [...CONTENT_EDITORS, 'residentialEditor'],
      send: call('POST', () => '/api/properties', { propertyType: 'residential' }),
    },
    {
      // With no type given the listing is stored residential: its division is the stored one's.
      route: 'POST /api/properties',
      on: 'a listing of no type given',
      allowed: [...CONTENT_EDITORS, 'residentialEditor'],
      send: call('POST', () => '/api/properties', { propertyType: undefined }),
    },
    {
      route: 'POST /api/properties',
      on: 'a commercial listing',
      allowed: CONTENT_EDITORS,
      send: call('POST', () => '/api/properties', { propertyType: 'commercial' }),
    },
    {
      route: 'PUT /api/properties/:id',
      on: 'a residential listing',
      allowed: [...CONTENT_EDITORS, 'residentialEditor'],
      send: call('PUT', () => `/api/properties/${residential.id}`, listing('residential')),
    },
    {
      route: 'PUT /api/properties/:id',
      on: 'a residential listing made commercial',
      allowed: CONTENT_EDITORS,
      send: async (as) => {
        const moved = await newListing(listing('residential'));
        return as.fetch(`/api/properties/${moved.id}`, {
          method: 'PUT',
          json: listing('commercial'),
        });
      },
    },
    {
      route: 'PUT /api/properties/:id',
      on: 'a commercial listing',
      allowed: CONTENT_EDITORS,
      send: call('PUT', () => `/api/properties/${commercial.id}`, listing('commercial')),
    },
    {
      route: 'DELETE /api/properties/:id',
      on: 'a residential listing',
      allowed: [...CONTENT_EDITORS, 'residentialEditor'],
      send: async (as) => {
        const doomed = await newListing(listing('residential'));
        return as.fetch(`/api/properties/${doomed.id}`, { method: 'DELETE' });
      },
    },
    {
      route: 'DELETE /api/properties/:id',
      on: 'a commercial listing',
      allowed: CONTENT_EDITORS,
      send: async (as) => {
        const doomed = await newListing(listing('commercial', 'rent'));
        return as.fetch(`/api/properties/${doomed.id}`, { method: 'DELETE' });
      },
    },
    ...['/api/properties/:id/copy', '/api/properties/:id/images'].map((path) => ({
      route: `${path.endsWith('copy') ? 'POST' : 'DELETE'} ${path}`,
      on: 'a commercial listing',
      allowed: CONTENT_EDITORS,
      send: call(
        path.endsWith('copy') ? 'POST' : 'DELETE',
        () => path.replace(':id', commercial.id),
        path.endsWith('copy') ? undefined : { imageUrl: '/api/files/none.webp' },
      ),
    })),
    ...['toggle-hidden', 'toggle-under-offer'].map((toggle) => ({
      route: `PATCH /api/admin/properties/:id/${toggle}`,
      on: 'a residential listing',
      allowed: [...CONTENT_EDITORS, 'residentialEditor'] as Person[],
      send: call('PATCH', () => `/api/admin/properties/${residential.id}/${toggle}`),
    })),
    ...(
      [
        ['/api/admin/developments', '/api/developments', []],
        ['/api/news/admin', '/api/news', ['newsEditor']],
        ['/api/seo-pages', '/api/seo-pages', ['newsEditor']],
      ] as const
    ).flatMap(([list, records, editors]): Case[] => [
      {
        route: `GET ${list}`,
        allowed: [...CONTENT_EDITORS, ...editors, 'viewer'],
        send: call('GET', () => list),
      },
      {
        route: `POST ${records}`,
        allowed: [...CONTENT_EDITORS, ...editors],
        send: call('POST', () => records, {}),
      },
      {
        route: `PUT ${records}/:id`,
        allowed: [...CONTENT_EDITORS, ...editors],
        send: call('PUT', () => `${records}/${NO_RECORD}`, {}),
      },
      {
        route: `DELETE ${records}/:id`,
        allowed: [...CONTENT_EDITORS, ...editors],
        send: call('DELETE', () => `${records}/${NO_RECORD}`),
      },
    ]),
    ...['/api/inquiries', '/api/inquiries/outbox', '/api/admin/alerts'].map((path) => ({
      route: `GET ${path}`,
      allowed: ['owner', 'manager', 'viewer'] as Person[],
      send: call('GET', () => path),
    })),
    ...(
      [
        ['PATCH', '/api/inquiries/:id'],
        ['DELETE', '/api/inquiries/:id'],
        ['DELETE', '/api/admin/alerts/:id'],
      ] as const
    ).map(([method, path]) => ({
      route: `${method} ${path}`,
      allowed: CONTENT_EDITORS,
      send: call(method, () => path.replace(':id', NO_RECORD), method === 'PATCH' ? {} : undefined),
    })),
    ...(
      [
        ['/api/upload/property-images', ['residentialEditor']],
        ['/api/upload/development-images', []],
        ['/api/upload/images', ['newsEditor']],
        ['/api/admin/upload-document', ['residentialEditor']],
      ] as const
    ).map(([path, editors]) => ({
      route: `POST ${path}`,
      allowed: [...CONTENT_EDITORS, ...editors],
      // Not multipart: refused for that (415) once the rights are checked.
      send: call('POST', () => path, {}),
    })),
  ];

  it('lists every route as public or guarded by a rule, and every guarded one here', async () => {
    const app = await createApp({
      config: stack.config,
      surface: 'admin',
      logger: silentLogger,
      services: stack.clients,
    });
    const routes = routesOf(app);
    const unguarded = routes.filter((listed) => !listed.rule).map((listed) => listed.route);
    expect(unguarded.sort()).toEqual([...PUBLIC_ROUTES].sort());
    const guarded = routes.filter((listed) => listed.rule).map((listed) => listed.route);
    expect([...new Set(cases.map((c) => c.route))].sort()).toEqual(guarded.sort());
  });

  it.each(cases.map((c) => [`${c.route}${c.on ? ` (${c.on})` : ''}`, c] as const))(
    '%s: only the people allowed get through',
    async (_name, { allowed, send }) => {
      const outcome: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const person of PEOPLE) {
        const response = await send(callers[person]);
        const refused = response.status === 403 || response.status === 401;
        const { message } = (await response.json().catch(() => ({}))) as { message?: string };
        outcome[person] = refused ? `refused ${response.status}: ${message}` : 'through';
        expected[person] = allowed.includes(person)
          ? 'through'
          : expect.stringMatching(/^refused 403: Only .+ You are (an?|the) .+\.$/);
      }
      expect(outcome).toEqual(expected);
    },
  );

  it('refuses every guarded route without a session (401)', async () => {
    const anonymous = caller(stack.adminUrl);
    for (const { route, send } of cases) {
      expect({ route, status: (await send(anonymous)).status }).toEqual({ route, status: 401 });
    }
  });

  it("lists an editor's own divisions' listings only, and tells each person their rights", async () => {
    const ids = async (as: Caller) =>
      ((await (await as.fetch('/api/admin/properties')).json()) as Property[]).map((p) => p.id);
    expect(await ids(callers.residentialEditor)).toContain(residential.id);
    expect(await ids(callers.residentialEditor)).not.toContain(commercial.id);
    expect(await ids(callers.manager)).toEqual(
      expect.arrayContaining([residential.id, commercial.id]),
    );

    const user = await (await callers.newsEditor.fetch('/api/auth/user')).json();
    expect(user).toMatchObject({ role: 'editor', divisions: ['news'] });
  });

  it('names what is missing when a residential editor changes a commercial listing', async () => {
    const response = await callers.residentialEditor.fetch(`/api/properties/${commercial.id}`, {
      method: 'PUT',
      json: { ...listing('commercial'), price: 1 },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message:
        'Only an editor for commercial sales, a manager or the owner can change this. You are an editor for residential sales and lettings.',
    });
    const unchanged = (await (
      await owner.fetch(`/api/properties/${commercial.id}`)
    ).json()) as Property;
    expect(unchanged.price).toBe(250000);
  });
});
