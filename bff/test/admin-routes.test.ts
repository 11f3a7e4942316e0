import type { Development, NewsArticle, Property, SeoPage } from '@reedmere/contracts';
import { caller, signedIn, type Caller } from './support/client';
import { enquiryInput } from './support/enquiry-input';
import { ADMIN, SERVICE_TOKEN, startStack, type TestStack } from './support/stack';
import { useStack } from './support/use-stack';
import { expectValidationFailure } from './support/validation';

const propertyBody = {
  title: 'Barn conversion',
  description: '<p>Light and <script>alert(1)</script>space.</p>',
  address: '2 Church Road',
  location: 'Attleborough',
  price: 420000,
  priceType: 'sale',
  propertyType: 'residential',
};

describe('admin management through the BFF', () => {
  let stack: TestStack;
  let admin: Caller;
  let clock = Date.now();
  beforeAll(async () => {
    stack = await startStack({ app: { now: () => clock } });
    admin = await signedIn(stack.adminUrl, ADMIN);
  });
  afterAll(() => stack?.stop());

  const json = async <T>(response: Response, status: number): Promise<T> => {
    expect({ status: response.status, body: await response.clone().text() }).toMatchObject({
      status,
    });
    return (status === 204 ? undefined : await response.json()) as T;
  };

  describe('properties', () => {
    let property: Property;

    it('creates (sanitized by listings), reads back and updates', async () => {
      property = await json<Property>(
        await admin.fetch('/api/properties', { method: 'POST', json: propertyBody }),
        201,
      );
      expect(property).toMatchObject({ title: 'Barn conversion', isHidden: false });
      expect(property.description).not.toContain('<script');

      const updated = await json<Property>(
        await admin.fetch(`/api/properties/${property.id}`, {
          method: 'PUT',
          json: { ...propertyBody, price: 399000, priceQualifier: 'none' },
        }),
        200,
      );
      expect(updated).toMatchObject({ price: 399000, priceQualifier: null });
    });

    it('answers the spec validation messages with 400 {message, errors}', async () => {
      await expectValidationFailure(
        await admin.fetch('/api/properties', {
          method: 'POST',
          json: { title: '', address: '', location: '', price: -5 },
        }),
        [
          { field: 'title', message: 'Title is required' },
          { field: 'address', message: 'Address is required' },
          { field: 'location', message: 'Location is required' },
          { field: 'price', message: 'Price must be positive' },
        ],
      );
    });

    it('lists hidden ones for the admin, toggles hidden and under offer', async () => {
      const hidden = await json<Property>(
        await admin.fetch(`/api/admin/properties/${property.id}/toggle-hidden`, {
          method: 'PATCH',
        }),
        200,
      );
      expect(hidden.isHidden).toBe(true);
      const adminList = await json<Property[]>(await admin.fetch('/api/admin/properties'), 200);
      expect(adminList.map((p) => p.id)).toContain(property.id);
      const publicList = await json<Property[]>(await fetch(`${stack.url}/api/properties`), 200);
      expect(publicList.map((p) => p.id)).not.toContain(property.id);

      await admin.fetch(`/api/admin/properties/${property.id}/toggle-hidden`, { method: 'PATCH' });
      const offered = await json<Property>(
        await admin.fetch(`/api/admin/properties/${property.id}/toggle-under-offer`, {
          method: 'PATCH',
        }),
        200,
      );
      expect(offered).toMatchObject({ isHidden: false, isUnderOffer: true });
    });

    it('copies, removes an image, deletes; unknown ids are 404', async () => {
      const withImage = await json<Property>(
        await admin.fetch(`/api/properties/${property.id}`, {
          method: 'PUT',
          json: { ...propertyBody, images: ['/api/files/img-a.jpg', '/api/files/img-b.jpg'] },
        }),
        200,
      );
      expect(withImage.images).toHaveLength(2);

      const copy = await json<Property>(
        await admin.fetch(`/api/properties/${property.id}/copy`, { method: 'POST' }),
        201,
      );
      expect(copy).toMatchObject({ title: 'Barn conversion (Copy)', isHidden: true });

      const fewer = await json<Property>(
        await admin.fetch(`/api/properties/${property.id}/images`, {
          method: 'DELETE',
          json: { imageUrl: '/api/files/img-a.jpg' },
        }),
        200,
      );
      expect(fewer.images).toEqual(['/api/files/img-b.jpg']);
      await json(
        await admin.fetch(`/api/properties/${property.id}/images`, { method: 'DELETE', json: {} }),
        400,
      );

      await json(await admin.fetch(`/api/properties/${copy.id}`, { method: 'DELETE' }), 204);
      expect((await fetch(`${stack.url}/api/properties/${copy.id}`)).status).toBe(404);
      await json(
        await admin.fetch('/api/properties/0123456789abcdef01234567', { method: 'DELETE' }),
        404,
      );
      await json(await admin.fetch('/api/properties/not-an-id/copy', { method: 'POST' }), 404);
    });
  });

  it('developments: create, update, delete, validation messages', async () => {
    const created = await json<Development>(
      await admin.fetch('/api/developments', {
        method: 'POST',
        json: {
          title: 'Maltings',
          description: 'Ten homes',
          location: 'Diss',
          projectValue: 2500000,
          status: 'planning',
          beforeImages: ['/api/files/img-before.jpg'],
          duringImages: [],
          afterImages: [],
        },
      }),
      201,
    );
    const updated = await json<Development>(
      await admin.fetch(`/api/developments/${created.id}`, {
        method: 'PUT',
        json: { title: 'Maltings', status: 'completed' },
      }),
      200,
    );
    expect(updated.status).toBe('completed');
    const invalid = await json<{ errors: { field: string; message: string }[] }>(
      await admin.fetch('/api/developments', {
        method: 'POST',
        json: { title: '', projectValue: -1 },
      }),
      400,
    );
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required' },
        { field: 'projectValue', message: 'Project value must be positive' },
      ]),
    );
    await json(await admin.fetch(`/api/developments/${created.id}`, { method: 'DELETE' }), 204);
    await json(await admin.fetch(`/api/developments/${created.id}`, { method: 'DELETE' }), 404);
  });

  it('news: admin list with drafts, create, update, delete, duplicate slug 409', async () => {
    const article = await json<NewsArticle>(
      await admin.fetch('/api/news', {
        method: 'POST',
        json: { title: 'Draft', slug: 'a-draft', content: '<p>Soon</p>' },
      }),
      201,
    );
    const all = await json<NewsArticle[]>(await admin.fetch('/api/news/admin'), 200);
    expect(all.map((a) => a.slug)).toContain('a-draft');
    expect((await fetch(`${stack.adminUrl}/api/news/admin`)).status).toBe(401);

    const duplicate = await json<{ message: string }>(
      await admin.fetch('/api/news', {
        method: 'POST',
        json: { title: 'Again', slug: 'a-draft', content: '<p>x</p>' },
      }),
      409,
    );
    expect(typeof duplicate.message).toBe('string');

    await expectValidationFailure(
      await admin.fetch('/api/news', { method: 'POST', json: { title: 'No slug' } }),
      [
        { field: 'slug', message: 'Slug is required' },
        { field: 'content', message: 'Content is required' },
      ],
    );

    const published = await json<NewsArticle>(
      await admin.fetch(`/api/news/${article.id}`, {
        method: 'PUT',
        json: { title: 'Now live', slug: 'a-draft', content: '<p>Here</p>', isPublished: true },
      }),
      200,
    );
    expect(published.isPublished).toBe(true);
    expect(published.publishedAt).not.toBeNull();
    await json(await admin.fetch(`/api/news/${article.id}`, { method: 'DELETE' }), 204);
  });

  it('SEO pages: list, create, update, delete, messages and 409 for a duplicate path', async () => {
    const page = await json<SeoPage>(
      await admin.fetch('/api/seo-pages', {
        method: 'POST',
        json: { pagePath: '/developments', pageTitle: 'Development projects' },
      }),
      201,
    );
    const list = await json<SeoPage[]>(await admin.fetch('/api/seo-pages'), 200);
    expect(list.map((p) => p.pagePath)).toContain('/developments');

    await json(
      await admin.fetch('/api/seo-pages', {
        method: 'POST',
        json: { pagePath: '/developments', pageTitle: 'Again' },
      }),
      409,
    );
    await expectValidationFailure(
      await admin.fetch('/api/seo-pages', { method: 'POST', json: {} }),
      [
        { field: 'pagePath', message: 'Page path is required' },
        { field: 'pageTitle', message: 'Page title is required' },
      ],
    );
    const updated = await json<SeoPage>(
      await admin.fetch(`/api/seo-pages/${page.id}`, {
        method: 'PUT',
        json: { pagePath: '/developments', pageTitle: 'Projects', isActive: false },
      }),
      200,
    );
    expect(updated).toMatchObject({ pageTitle: 'Projects', isActive: false });
    // An inactive record is none: the public lookup answers null.
    const lookup = await fetch(`${stack.url}/api/seo-pages/path/developments`);
    expect(await json(lookup, 200)).toBeNull();
    await json(await admin.fetch(`/api/seo-pages/${page.id}`, { method: 'DELETE' }), 204);
    expect((await fetch(`${stack.adminUrl}/api/seo-pages`)).status).toBe(401);
  });

  it('enquiries inbox: list newest first, mark read, outbox, delete', async () => {
    for (const firstName of ['Ann', 'Bob']) {
      const sent = await fetch(`${stack.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName,
          lastName: 'Smith',
          email: `${firstName.toLowerCase()}@example.com`,
          serviceType: 'General Enquiry',
          message: 'Hello',
        }),
      });
      expect(sent.status).toBe(201);
    }
    const list = await json<{ id: string; firstName: string; isRead: boolean }[]>(
      await admin.fetch('/api/inquiries'),
      200,
    );
    expect(list.map((e) => e.firstName)).toEqual(['Bob', 'Ann']);
    const read = await json<{ isRead: boolean }>(
      await admin.fetch(`/api/inquiries/${list[0]!.id}`, {
        method: 'PATCH',
        json: { isRead: true },
      }),
      200,
    );
    expect(read.isRead).toBe(true);
    await json(
      await admin.fetch(`/api/inquiries/${list[0]!.id}`, {
        method: 'PATCH',
        json: { isRead: 'maybe' },
      }),
      400,
    );
    const outbox = await json<{ status: string }[]>(
      await admin.fetch('/api/inquiries/outbox'),
      200,
    );
    expect(outbox).toHaveLength(2);
    await json(await admin.fetch(`/api/inquiries/${list[1]!.id}`, { method: 'DELETE' }), 204);
    expect(await json<unknown[]>(await admin.fetch('/api/inquiries'), 200)).toHaveLength(1);
    expect((await fetch(`${stack.adminUrl}/api/inquiries`)).status).toBe(401);
    expect((await fetch(`${stack.adminUrl}/api/inquiries/outbox`)).status).toBe(401);
  });

  it('a session revoked elsewhere stops working once the 5 s cache has passed', async () => {
    const other = await signedIn(stack.adminUrl, ADMIN);
    expect((await other.fetch('/api/auth/user')).status).toBe(200);
    const sid = JSON.parse(
      Buffer.from(other.cookie!.split('=')[1]!.split('.')[1]!, 'base64url').toString(),
    ).sid as string;
    const revoked = await fetch(`${stack.services.identity.http.url}/sessions/current`, {
      method: 'DELETE',
      headers: { 'x-service-token': SERVICE_TOKEN, 'x-session-id': sid },
    });
    expect(revoked.status).toBe(204);
    expect((await other.fetch('/api/auth/user')).status).toBe(200);
    clock += 5001;
    expect((await other.fetch('/api/auth/user')).status).toBe(401);
  });

  describe('origin check on state-changing requests that carry the session cookie', () => {
    let target: Property;
    beforeAll(async () => {
      target = await json<Property>(
        await admin.fetch('/api/properties', { method: 'POST', json: propertyBody }),
        201,
      );
    });

    const stillThere = async () =>
      expect((await fetch(`${stack.url}/api/properties/${target.id}`)).status).toBe(200);

    it.each([
      ['another site as Origin', { origin: 'https://evil.example' }],
      ['Origin null', { origin: 'null' }],
      ['Origin null from a cross-site frame', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
      [
        'a cross-site Sec-Fetch-Site without Origin',
        { origin: '', 'sec-fetch-site': 'cross-site' },
      ],
      ['same-site (a sibling subdomain)', { origin: '', 'sec-fetch-site': 'same-site' }],
      ['neither header', { origin: '' }],
    ])('refuses %s with 403 and changes nothing', async (_name, headers) => {
      const init: RequestInit = { method: 'DELETE', headers: { cookie: admin.cookie! } };
      const h = new Headers(init.headers);
      for (const [k, v] of Object.entries(headers)) if (v) h.set(k, v);
      const response = await fetch(`${stack.adminUrl}/api/properties/${target.id}`, {
        ...init,
        headers: h,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Forbidden' });
      await stillThere();
    });

    it('accepts Sec-Fetch-Site same-origin without Origin', async () => {
      const response = await fetch(
        `${stack.adminUrl}/api/admin/properties/${target.id}/toggle-hidden`,
        {
          method: 'PATCH',
          headers: { cookie: admin.cookie!, 'sec-fetch-site': 'same-origin' },
        },
      );
      expect(response.status).toBe(200);
    });

    it('accepts Origin null with Sec-Fetch-Site same-origin (a form post under no-referrer)', async () => {
      const response = await fetch(
        `${stack.adminUrl}/api/admin/properties/${target.id}/toggle-hidden`,
        {
          method: 'PATCH',
          headers: { cookie: admin.cookie!, origin: 'null', 'sec-fetch-site': 'same-origin' },
        },
      );
      expect(response.status).toBe(200);
    });

    it('refuses a sign-in post from another site', async () => {
      const response = await fetch(`${stack.adminUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify(ADMIN),
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    });

    // Express matches paths case-insensitively and with or without a trailing slash, so every
    // spelling that reaches the sign-in route must meet the same check.
    it.each(['/api/login', '/api/Login', '/api/login/', '/API/LOGIN', '/Api/Login/'])(
      'refuses a sign-in post from another site spelt %s, before identity is asked',
      async (path) => {
        const attempts = stack.services.identity.connection.collection('login_attempts');
        const before = await attempts.countDocuments({});
        const response = await fetch(`${stack.adminUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
          body: JSON.stringify({ email: ADMIN.email, password: 'a guess from elsewhere' }),
        });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: 'Forbidden' });
        expect(await attempts.countDocuments({})).toBe(before);
      },
    );

    it.each(['/api/Login', '/api/login/', '/API/LOGIN'])(
      'still signs in from the site itself spelt %s',
      async (path) => {
        const response = await fetch(`${stack.adminUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: stack.adminUrl },
          body: JSON.stringify(ADMIN),
        });
        expect(response.status).toBe(200);
      },
    );

    it('lets a non-browser client without cookie or headers sign in', async () => {
      const response = await fetch(`${stack.adminUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(response.status).toBe(200);
    });

    it('does not apply to reads or to public posts without the cookie', async () => {
      expect(
        (
          await fetch(`${stack.adminUrl}/api/properties`, {
            headers: { origin: 'https://evil.example' },
          })
        ).status,
      ).toBe(200);
      const anonymous = caller(stack.url);
      const response = await anonymous.fetch('/api/inquiries', {
        method: 'POST',
        headers: { origin: 'https://other.example' },
        json: enquiryInput(),
      });
      expect(response.status).toBe(201);
    });
  });
});

describe('origin check with ADMIN_ORIGIN and DEV_ORIGINS', () => {
  const stack = useStack({
    env: {
      PUBLIC_ORIGIN: 'https://www.reedmere.example',
      ADMIN_ORIGIN: 'https://admin.reedmere.example',
      DEV_ORIGINS: 'http://localhost:3000',
    },
  });

  it('accepts the admin origin alone: not the request host, the public origin or a development server of the public pages', async () => {
    const admin = caller(stack().adminUrl);
    const login = (origin: string) =>
      admin.fetch('/api/login', { method: 'POST', headers: { origin }, json: ADMIN });
    expect((await login(stack().adminUrl)).status).toBe(403);
    expect((await login('https://www.reedmere.example')).status).toBe(403);
    expect((await login('http://localhost:3000')).status).toBe(403);
    expect((await login('https://admin.reedmere.example')).status).toBe(200);
  });
});
