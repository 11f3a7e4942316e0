import type { AuditEvent, NewsArticle, Property } from '@reedmere/contracts';
import { signedIn, type Caller } from './support/client';
import { ADMIN } from './support/stack';
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
