import path from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Property } from '@reedmere/contracts';
import { caller, signedIn, type Caller } from './support/client';
import { ADMIN, startStack, type TestStack } from './support/stack';

/**
 * Nothing of the admin's is kept by any cache, the browser's own included: every answer of an
 * admin route (its data, its refusals), the session, signing in and out, and the admin panel's
 * pages say `no-store`. The public pages stay revalidated (`no-cache`).
 */

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const propertyBody = {
  title: 'Flint cottage',
  address: '3 Mill Lane',
  location: 'Wymondham',
  price: 285000,
  priceType: 'sale',
  propertyType: 'residential',
};

describe('admin answers are never stored', () => {
  let stack: TestStack;
  let admin: Caller;
  let siteRoot: string;

  beforeAll(async () => {
    // A shell build: the pages are its index.html with their tags.
    siteRoot = mkdtempSync(path.join(tmpdir(), 'bff-no-store-'));
    mkdirSync(path.join(siteRoot, 'dist'));
    writeFileSync(
      path.join(siteRoot, 'dist', 'index.html'),
      '<!doctype html><html lang="en-GB"><head><title>Shell</title></head><body><div id="root"></div></body></html>',
    );
    stack = await startStack({ env: { SITE_DIR: path.join(siteRoot, 'dist') } });
    admin = await signedIn(stack.adminUrl, ADMIN);
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(siteRoot, { recursive: true, force: true });
  });

  /** Status and Cache-Control of an answer, read together so a failure shows both. */
  const headersOf = async (label: string, response: Promise<Response>) => {
    const answer = await response;
    await answer.arrayBuffer();
    return { label, status: answer.status, cacheControl: answer.headers.get('cache-control') };
  };

  /** The answers expected, in order: each label with its status, all with `cacheControl`. */
  const answered = (cacheControl: string, statuses: Record<string, number>) =>
    Object.entries(statuses).map(([label, status]) => ({ label, status, cacheControl }));

  it("the admin's reads and writes, and their refusals", async () => {
    const created = await admin.fetch('/api/properties', { method: 'POST', json: propertyBody });
    const property = (await created.clone().json()) as Property;
    const one = `/api/properties/${property.id}`;
    const answers = [
      await headersOf('create', Promise.resolve(created)),
      await headersOf('list', admin.fetch('/api/admin/properties')),
      await headersOf('articles', admin.fetch('/api/news/admin')),
      await headersOf('seo list', admin.fetch('/api/seo-pages')),
      await headersOf('enquiries', admin.fetch('/api/inquiries')),
      await headersOf('outbox', admin.fetch('/api/inquiries/outbox')),
      await headersOf('update', admin.fetch(one, { method: 'PUT', json: propertyBody })),
      await headersOf(
        'toggle',
        admin.fetch(`/api/admin/properties/${property.id}/toggle-hidden`, { method: 'PATCH' }),
      ),
      await headersOf('copy', admin.fetch(`${one}/copy`, { method: 'POST' })),
      await headersOf('invalid', admin.fetch(one, { method: 'PUT', json: { title: '' } })),
      await headersOf(
        'malformed body',
        admin.fetch(one, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: '{"title":',
        }),
      ),
      await headersOf(
        'foreign origin',
        admin.fetch(one, { method: 'DELETE', headers: { origin: 'https://elsewhere.example' } }),
      ),
      await headersOf(
        'upload without files',
        admin.fetch('/api/upload/property-images', { method: 'POST', json: {} }),
      ),
      await headersOf('delete', admin.fetch(one, { method: 'DELETE' })),
      await headersOf('signed out', fetch(`${stack.adminUrl}/api/admin/properties`)),
    ];
    expect(answers).toEqual(
      answered('no-store', {
        create: 201,
        list: 200,
        articles: 200,
        'seo list': 200,
        enquiries: 200,
        outbox: 200,
        update: 200,
        toggle: 200,
        copy: 201,
        invalid: 400,
        'malformed body': 400,
        'foreign origin': 403,
        'upload without files': 415,
        delete: 204,
        'signed out': 401,
      }),
    );
  });

  it('the session, and signing in and out', async () => {
    const visitor = caller(stack.adminUrl);
    const answers = [
      await headersOf('session', admin.fetch('/api/auth/user')),
      await headersOf('no session', visitor.fetch('/api/auth/user')),
      await headersOf('sign-in page', visitor.fetch('/api/login')),
      await headersOf(
        'wrong password',
        visitor.fetch('/api/login', {
          method: 'POST',
          json: { email: ADMIN.email, password: 'not the password' },
        }),
      ),
      await headersOf(
        'malformed sign-in',
        visitor.fetch('/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"email":',
        }),
      ),
      await headersOf(
        'signed in',
        visitor.fetch('/api/login', {
          method: 'POST',
          json: { email: ADMIN.email, password: ADMIN.password },
        }),
      ),
      await headersOf('sign-out', visitor.fetch('/api/logout', { method: 'POST' })),
      await headersOf('sign-out page', admin.fetch('/api/logout')),
    ];
    expect(answers).toEqual(
      answered('no-store', {
        session: 200,
        'no session': 401,
        'sign-in page': 200,
        'wrong password': 401,
        'malformed sign-in': 400,
        'signed in': 200,
        'sign-out': 303,
        'sign-out page': 200,
      }),
    );
  });

  it("the admin panel's pages, known or not, while public pages stay revalidated", async () => {
    const page = (p: string, method = 'GET', site = stack.adminUrl) =>
      headersOf(`${method} ${p}`, fetch(`${site}${p}`, { method, headers: HTML }));
    expect([
      await page('/admin'),
      await page('/admin/seo'),
      await page('/Admin/SEO/'),
      await page('/admin/no-such-screen'),
      await page('/admin', 'HEAD'),
      await page('/residential', 'GET', stack.url),
      await page('/administration', 'GET', stack.url),
    ]).toEqual([
      ...answered('no-store', {
        'GET /admin': 200,
        'GET /admin/seo': 200,
        'GET /Admin/SEO/': 200,
        'GET /admin/no-such-screen': 404,
        'HEAD /admin': 200,
      }),
      ...answered('no-cache', {
        'GET /residential': 200,
        'GET /administration': 404,
      }),
    ]);
  });
});
