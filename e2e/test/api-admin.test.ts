// The admin API calls (docs/product.md#admin-calls): sign in as the development admin, make
// each call once, sign out.
import type { Development, NewsArticle, Property, SeoPage } from '@reedmere/contracts';
import { signIn, type AdminSession } from '../src/admin-session';
import { api, apiAt, multipart, tinyPdf, type ApiRequest } from '../src/api';
import { adminUrl, siteUrl } from '../src/site-url';

const created = (status: number): boolean => status === 200 || status === 201;
const deleted = (status: number): boolean => status === 200 || status === 204;

describe('admin calls on the demo site', () => {
  let admin: AdminSession;

  beforeAll(async () => {
    admin = await signIn('demo');
  });

  it('sign-in sets an httpOnly, SameSite session cookie; GET /api/auth/user answers the admin', async () => {
    const response = await admin.call<{ email: string }>('/api/auth/user');
    expect(response.status).toBe(200);
    expect(response.body.email).toBe('admin@reedmere.example');
    expect(response.text).not.toMatch(/password|hash/i);
  });

  it('a sign-in from another origin is refused', async () => {
    const response = await apiAt(adminUrl('demo'), '/api/login', {
      method: 'POST',
      json: { email: 'admin@reedmere.example', password: 'reedmere-dev-admin' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('admin lists: GET /api/admin/properties, /api/news/admin, /api/seo-pages', async () => {
    const properties = await admin.call<Property[]>('/api/admin/properties');
    expect(properties.status).toBe(200);
    expect(properties.body.some((p) => p.isHidden)).toBe(true);
    const news = await admin.call<NewsArticle[]>('/api/news/admin');
    expect(news.status).toBe(200);
    expect(news.body.some((a) => !a.isPublished)).toBe(true);
    const seo = await admin.call<SeoPage[]>('/api/seo-pages');
    expect(seo.status).toBe(200);
    expect(seo.body.map((p) => p.pagePath)).toContain('/');
    // A hidden listing stays out of public view.
    const hidden = properties.body.find((p) => p.isHidden)!;
    expect((await api('demo', `/api/properties/${hidden.id}`)).status).toBe(404);
  });

  it('uploads: property images, development images and a document', async () => {
    const { body: listed } = await api<Property[]>('demo', '/api/properties');
    const image = await fetch(
      `${siteUrl('demo')}${listed.find((p) => p.images.length)!.images[0]}`,
    );
    const jpeg = new Uint8Array(await image.arrayBuffer());

    for (const path of ['/api/upload/property-images', '/api/upload/development-images']) {
      const form = multipart([
        { name: 'images', value: jpeg, fileName: 'photo.jpg', contentType: 'image/jpeg' },
      ]);
      const response = await admin.call<{ urls: string[] }>(path, { method: 'POST', ...form });
      expect({ path, ok: created(response.status) }).toEqual({ path, ok: true });
      expect(response.body.urls).toEqual([
        expect.stringMatching(/^\/api\/files\/img-[0-9a-f]{32}\.jpg$/),
      ]);
    }

    const document = multipart([
      {
        name: 'document',
        value: tinyPdf(),
        fileName: 'brochure.pdf',
        contentType: 'application/pdf',
      },
      { name: 'type', value: 'brochure' },
    ]);
    const uploaded = await admin.call<{ publicUrl?: string; url?: string }>(
      '/api/admin/upload-document',
      { method: 'POST', ...document },
    );
    expect(created(uploaded.status)).toBe(true);
    expect(uploaded.body.publicUrl ?? uploaded.body.url).toMatch(
      /^\/api\/files\/doc-[0-9a-f]{32}\.pdf$/,
    );

    const notPdf = multipart([
      { name: 'document', value: jpeg, fileName: 'brochure.pdf', contentType: 'application/pdf' },
      { name: 'type', value: 'brochure' },
    ]);
    const refused = await admin.call<{ message: string }>('/api/admin/upload-document', {
      method: 'POST',
      ...notPdf,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid File Type: Please upload a PDF file only');
  });

  it('properties: create, update, copy, toggles, remove an image, delete', async () => {
    const body = {
      title: 'E2E cottage',
      address: '1 Test Lane',
      location: 'Holt',
      price: 250000,
      priceType: 'sale',
      propertyType: 'residential',
      images: ['/api/files/img-0123456789abcdef0123456789abcdef.jpg'],
    };
    const create = await admin.call<Property>('/api/properties', { method: 'POST', json: body });
    expect(create.status).toBe(201);
    const id = create.body.id;

    const update = await admin.call<Property>(`/api/properties/${id}`, {
      method: 'PUT',
      json: { ...body, price: 260000 },
    });
    expect(update.status).toBe(200);
    expect(update.body.price).toBe(260000);

    const invalid = await admin.call<{ errors: Array<{ message: string }> }>('/api/properties', {
      method: 'POST',
      json: { ...body, title: '', price: -1 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining(['Title is required', 'Price must be positive']),
    );

    const copy = await admin.call<Property>(`/api/properties/${id}/copy`, { method: 'POST' });
    expect(copy.status).toBe(201);
    expect(copy.body.title).toBe('E2E cottage (Copy)');
    expect(copy.body.isHidden).toBe(true);

    const hidden = await admin.call<Property>(`/api/admin/properties/${id}/toggle-hidden`, {
      method: 'PATCH',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.isHidden).toBe(true);
    const offer = await admin.call<Property>(`/api/admin/properties/${id}/toggle-under-offer`, {
      method: 'PATCH',
    });
    expect(offer.status).toBe(200);
    expect(offer.body.isUnderOffer).toBe(true);

    const withoutImage = await admin.call<Property>(`/api/properties/${id}/images`, {
      method: 'DELETE',
      json: { imageUrl: body.images[0] },
    });
    expect(withoutImage.status).toBe(200);
    expect(withoutImage.body.images).toEqual([]);

    for (const target of [id, copy.body.id]) {
      const removed = await admin.call(`/api/properties/${target}`, { method: 'DELETE' });
      expect(deleted(removed.status)).toBe(true);
    }
    expect((await admin.call(`/api/properties/${id}`)).status).toBe(404);
  });

  it('developments: create, update, delete', async () => {
    const body = {
      title: 'E2E scheme',
      description: '<p>Test</p>',
      location: 'Diss',
      projectValue: 100000,
      status: 'planning',
      beforeImages: [],
      duringImages: [],
      afterImages: [],
    };
    const create = await admin.call<Development>('/api/developments', {
      method: 'POST',
      json: body,
    });
    expect(create.status).toBe(201);
    const update = await admin.call<Development>(`/api/developments/${create.body.id}`, {
      method: 'PUT',
      json: { ...body, status: 'in_progress' },
    });
    expect(update.status).toBe(200);
    expect(update.body.status).toBe('in_progress');
    const removed = await admin.call(`/api/developments/${create.body.id}`, { method: 'DELETE' });
    expect(deleted(removed.status)).toBe(true);
    expect((await api('demo', `/api/developments/${create.body.id}`)).status).toBe(404);
  });

  it('SEO pages: create, duplicate 409, update, delete', async () => {
    const body = { pagePath: '/e2e-page', pageTitle: 'E2E page', isActive: true };
    const create = await admin.call<SeoPage>('/api/seo-pages', { method: 'POST', json: body });
    expect(create.status).toBe(201);
    const found = await api<SeoPage>('demo', '/api/seo-pages/path/e2e-page');
    expect(found.body?.pageTitle).toBe('E2E page');
    const duplicate = await admin.call('/api/seo-pages', { method: 'POST', json: body });
    expect(duplicate.status).toBe(409);
    const update = await admin.call<SeoPage>(`/api/seo-pages/${create.body.id}`, {
      method: 'PUT',
      json: { ...body, pageTitle: 'E2E page, renamed' },
    });
    expect(update.status).toBe(200);
    expect(update.body.pageTitle).toBe('E2E page, renamed');
    const removed = await admin.call(`/api/seo-pages/${create.body.id}`, { method: 'DELETE' });
    expect(deleted(removed.status)).toBe(true);
    expect((await api('demo', '/api/seo-pages/path/e2e-page')).body).toBeNull();
  });

  it('without the session the admin calls answer 401 on the admin site, and 404 on the public one', async () => {
    const onAdminSite = (path: string, request?: ApiRequest) =>
      apiAt(adminUrl('demo'), path, request);
    expect((await onAdminSite('/api/admin/properties')).status).toBe(401);
    expect((await onAdminSite('/api/news/admin')).status).toBe(401);
    expect(
      (await onAdminSite('/api/properties', { method: 'POST', json: { title: 'x' } })).status,
    ).toBe(401);
    expect((await api('demo', '/api/admin/properties')).status).toBe(404);
    expect((await api('demo', '/api/auth/user')).status).toBe(404);
  });

  it('logout makes the cookie unusable', async () => {
    const logout = await admin.call('/api/logout', { method: 'POST' });
    expect(logout.status).toBeLessThan(400);
    // The same cookie, replayed after sign-out.
    expect((await admin.call('/api/auth/user')).status).toBe(401);
    expect((await admin.call('/api/admin/properties')).status).toBe(401);
  });
});
