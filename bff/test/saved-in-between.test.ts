import {
  formatUkDateTime,
  type AuditEvent,
  type NewsArticle,
  type Property,
} from '@reedmere/contracts';
import type { ServiceClient } from '@reedmere/service-kit';
import { signedIn, type Caller } from './support/client';
import { ADMIN, asOwnerOf } from './support/stack';
import { addStaff } from './support/staff-accounts';
import { useStackWithAdmin } from './support/use-stack';

const listing = {
  title: '4 Church Lane',
  description: '<p>A cottage.</p>',
  address: '4 Church Lane',
  location: 'Diss',
  price: 300000,
  priceType: 'sale',
  propertyType: 'residential',
};

const MANAGER = {
  email: 'sam@reedmere.example',
  password: 'manager-password-for-tests',
  name: 'Sam Seller',
  rights: { role: 'manager' as const, divisions: [] },
};

// Two people edit the same record: the second save, made from the version they opened, is
// refused with who saved in between, instead of silently undoing the first.
describe('a save made from a version someone else has saved over', () => {
  const { stack, admin } = useStackWithAdmin();
  let sam: Caller;

  beforeAll(async () => {
    await addStaff(stack(), MANAGER);
    sam = await signedIn(stack().adminUrl, MANAGER);
  });

  const put = (as: Caller, path: string, json: object, ifMatch?: string) =>
    as.fetch(path, { method: 'PUT', json, headers: ifMatch ? { 'if-match': ifMatch } : {} });
  const created = async <T>(path: string, json: object): Promise<T> => {
    const response = await admin().fetch(path, { method: 'POST', json });
    expect(response.status).toBe(201);
    return (await response.json()) as T;
  };

  it('is refused, naming who saved and when, and changes nothing', async () => {
    const opened = await created<Property>('/api/properties', listing);
    const path = `/api/properties/${opened.id}`;
    const samSaves = await put(sam, path, { ...listing, price: 295000 }, `"${opened.updatedAt}"`);
    expect(samSaves.status).toBe(200);
    const saved = (await samSaves.json()) as Property;

    const activityBefore = (await (
      await admin().fetch('/api/admin/activity')
    ).json()) as AuditEvent[];
    const late = await put(admin(), path, { ...listing, status: 'sold' }, `"${opened.updatedAt}"`);
    expect(late.status).toBe(412);
    expect(await late.json()).toEqual({
      message: expect.stringMatching(
        /^Sam Seller saved this listing at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}, after you opened it, so your changes were not saved\. Keep a copy of them, open the listing again to see what changed, then make yours\.$/,
      ),
    });
    const stored = (await (await admin().fetch(path)).json()) as Property;
    expect(stored).toMatchObject({
      price: 295000,
      status: 'available',
      updatedAt: saved.updatedAt,
    });
    const activityAfter = (await (
      await admin().fetch('/api/admin/activity')
    ).json()) as AuditEvent[];
    expect(activityAfter[0]).toEqual(activityBefore[0]);

    // Made again from the version now stored, it goes through.
    const again = await put(admin(), path, { ...listing, status: 'sold' }, `"${saved.updatedAt}"`);
    expect(again.status).toBe(200);
  });

  it('goes through without a version, or with any version (*), as before', async () => {
    const opened = await created<Property>('/api/properties', { ...listing, title: 'Other' });
    const path = `/api/properties/${opened.id}`;
    expect((await put(sam, path, { ...listing, price: 1 })).status).toBe(200);
    expect((await put(admin(), path, { ...listing, price: 2 }, '*')).status).toBe(200);
  });

  /**
   * Holds each replacement `client` is asked for until `count` have been: every save has passed
   * the BFF's own check by then, and it is the service that must tell them apart.
   */
  function replacementsTogether(client: ServiceClient, count: number): () => void {
    const request = client.request.bind(client);
    let held: (() => void)[] = [];
    const spy = jest.spyOn(client, 'request').mockImplementation(async (method, path, options) => {
      if (method === 'PUT') {
        await new Promise<void>((release) => {
          held.push(release);
          if (held.length < count) return;
          for (const go of held) go();
          held = [];
        });
      }
      return request(method, path, options);
    });
    return () => spy.mockRestore();
  }

  const kinds = [
    { name: 'listing', path: '/api/properties', service: 'listings', body: listing },
    {
      name: 'article',
      path: '/api/news',
      service: 'news',
      body: { title: 'Harvest update', slug: 'harvest-update', content: '<p>Text.</p>' },
    },
    {
      name: 'project',
      path: '/api/developments',
      service: 'developments',
      body: { title: 'Maltings conversion', location: 'Dereham' },
    },
    {
      name: "page's settings",
      path: '/api/seo-pages',
      service: 'content',
      body: { pagePath: '/maltings', pageTitle: 'The Maltings' },
    },
  ] as const;

  it.each(kinds)(
    "is refused by the service when two saves pass the BFF's check together ($name)",
    async ({ name, path: collection, service, body }) => {
      const opened = await created<{ id: string; updatedAt: string }>(collection, body);
      const path = `${collection}/${opened.id}`;
      const release = replacementsTogether(stack().clients[service], 2);
      const saves = [
        { who: admin(), name: ADMIN.name },
        { who: sam, name: MANAGER.name },
      ];
      let answers: Response[];
      try {
        answers = await Promise.all(
          saves.map(({ who }) => put(who, path, body, `"${opened.updatedAt}"`)),
        );
      } finally {
        release();
      }
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      const won = answers.findIndex((answer) => answer.status === 200);
      const saved = (await answers[won]!.json()) as { updatedAt: string };
      expect(await answers[1 - won]!.json()).toEqual({
        message:
          `${saves[won]!.name} saved this ${name} at ${formatUkDateTime(saved.updatedAt)}, after ` +
          `you opened it, so your changes were not saved. Keep a copy of them, open the ${name} ` +
          'again to see what changed, then make yours.',
      });
      // Only the save that went through is in the trail.
      const trail = await admin().fetch(`/api/admin/activity?entityId=${opened.id}&action=update`);
      expect(((await trail.json()) as AuditEvent[]).map((event) => event.actor.name)).toEqual([
        saves[won]!.name,
      ]);
    },
  );

  it('names who saved even when their save reaches the trail after the refusal first reads it', async () => {
    const opened = await created<Property>('/api/properties', { ...listing, title: 'Late trail' });
    const path = `/api/properties/${opened.id}`;
    // Sam's save is kept in the trail only once the trail has been read for the refusal.
    const identity = stack().clients.identity;
    const request = identity.request.bind(identity);
    let trailRead!: () => void;
    const read = new Promise<void>((resolve) => (trailRead = resolve));
    let written!: () => void;
    const savedToService = new Promise<void>((resolve) => (written = resolve));
    const spy = jest
      .spyOn(identity, 'request')
      .mockImplementation(async (method, target, options) => {
        if (method === 'POST' && target === '/audit-events') {
          written();
          await read;
        }
        const answer = await request(method, target, options);
        if (method === 'GET' && target === '/audit-events') trailRead();
        return answer;
      });
    try {
      const samSaves = put(sam, path, { ...listing, price: 295000 }, `"${opened.updatedAt}"`);
      await savedToService;
      const late = await put(admin(), path, { ...listing, price: 1 }, `"${opened.updatedAt}"`);
      expect(late.status).toBe(412);
      const saved = (await (await samSaves).json()) as Property;
      expect(await late.json()).toEqual({
        message: expect.stringMatching(
          `^Sam Seller saved this listing at ${formatUkDateTime(saved.updatedAt)}, after you opened it`,
        ),
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('names no one when the trail does not show who made the stored version', async () => {
    const opened = await created<Property>('/api/properties', { ...listing, title: 'Untracked' });
    const path = `/api/properties/${opened.id}`;
    const samSaves = await put(sam, path, { ...listing, price: 295000 }, `"${opened.updatedAt}"`);
    const samsVersion = ((await samSaves.json()) as Property).updatedAt;
    // A write made straight to the service, which the trail never hears of, saves over Sam's.
    const direct = await stack().clients.listings.request<Property>(
      'PUT',
      `/properties/${opened.id}`,
      {
        body: { ...listing, price: 290000 },
        headers: asOwnerOf('listings', 'PUT', `/properties/${opened.id}`),
      },
    );
    expect(direct.status).toBe(200);
    const late = await put(admin(), path, { ...listing, price: 1 }, `"${samsVersion}"`);
    expect(late.status).toBe(412);
    expect(await late.json()).toEqual({
      message: expect.stringMatching(
        `^Someone else saved this listing at ${formatUkDateTime(direct.body.updatedAt)}, after`,
      ),
    });
  });

  it('names the record in words of its kind: an article', async () => {
    const article = { title: 'Autumn update', slug: 'autumn-update', content: '<p>Text.</p>' };
    const opened = await created<NewsArticle>('/api/news', article);
    const path = `/api/news/${opened.id}`;
    expect((await put(admin(), path, { ...article, excerpt: 'Mine' })).status).toBe(200);
    const late = await put(sam, path, { ...article, excerpt: 'Yours' }, `"${opened.updatedAt}"`);
    expect(late.status).toBe(412);
    const { message } = (await late.json()) as { message: string };
    expect(message).toMatch(new RegExp(`^${ADMIN.name} saved this article at `));
  });
});
