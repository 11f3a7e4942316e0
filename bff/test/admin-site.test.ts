import { writeFileSync } from 'node:fs';
import type { Property } from '@reedmere/contracts';
import { silentLogger } from '@reedmere/service-kit';
import { createApp } from '../src/app';
import { caller } from './support/client';
import { listingInput } from './support/listing-input';
import { routesOf } from './support/route-table';
import { useStackWithAdmin } from './support/use-stack';

const PARTNER = 'https://partner.example';

/**
 * The admin answers on a site of its own. In development both sites are on 127.0.0.1, and a
 * browser sends a host's cookies to every port of it: so the admin's session cookie reaches the
 * public site too, and these tests send it there on purpose.
 */
describe('the admin site and the public site', () => {
  // Public reads are kept ten minutes: only the shared data version can make an edit show.
  const { stack, admin } = useStackWithAdmin({
    env: { CORS_ORIGINS: PARTNER, PUBLIC_CACHE_TTL_MS: '600000' },
  });
  let listingId: string;

  beforeAll(async () => {
    // The registry names a public remote and the admin's, as the launcher's does.
    writeFileSync(
      stack().remotesFile,
      JSON.stringify({
        listings: '/remotes/listings/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      }),
    );
    const created = await admin().fetch('/api/properties', {
      method: 'POST',
      json: listingInput(),
    });
    expect(created.status).toBe(201);
    listingId = ((await created.json()) as Property).id;
  });

  const onPublicSite = (path: string, init: RequestInit = {}) =>
    fetch(`${stack().url}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { cookie: admin().cookie!, ...init.headers },
    });

  describe("the public site, with the signed-in admin's cookie", () => {
    it('answers no staff route: every guarded route is 404 there, for the owner too', async () => {
      const app = createApp({
        config: stack().config,
        logger: silentLogger,
        services: stack().clients,
      });
      const guarded = routesOf(app).filter((listed) => listed.rule);
      expect(guarded.length).toBeGreaterThan(30);
      for (const { route } of guarded) {
        const [method, path] = route.split(' ') as [string, string];
        const concrete = path
          .replace(':id', listingId)
          .replace(/:[a-z]+/gi, 'x')
          .replace('*key', 'x');
        const response = await onPublicSite(concrete, {
          method,
          headers: { origin: stack().url, 'content-type': 'application/json' },
          body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
        });
        // The guard's own answer, not a service's 404 for a record that is not there.
        const { message } = (await response.json()) as { message: string };
        expect({ route, status: response.status, message }).toEqual({
          route,
          status: 404,
          message: 'Not found: staff routes answer on the admin site only',
        });
      }
    });

    it('has no sign-in, session or sign-out routes', async () => {
      for (const [method, path] of [
        ['GET', '/api/auth/user'],
        ['GET', '/api/login'],
        ['POST', '/api/login'],
        ['POST', '/api/logout'],
        ['GET', '/api/auth/sessions'],
        ['POST', '/api/auth/sessions/end-others'],
      ] as const) {
        const response = await onPublicSite(path, {
          method,
          headers: { origin: stack().url, 'content-type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        });
        expect({ path, method, status: response.status }).toEqual({ path, method, status: 404 });
      }
      // The session the cookie names is still live on the admin site.
      expect((await admin().fetch('/api/auth/user')).status).toBe(200);
    });

    it("neither lists nor serves the admin remote's files", async () => {
      const registry = (await (await onPublicSite('/api/remotes')).json()) as object;
      expect(Object.keys(registry)).not.toContain('admin');
      expect((await onPublicSite('/remotes/admin/mf-manifest.json')).status).toBe(404);
      expect((await onPublicSite('/remotes/admin/remoteEntry.js')).status).toBe(404);
    });

    it('sends a visitor who asks for the admin panel to the admin site, path and query kept', async () => {
      const response = await onPublicSite('/admin/seo?page=2', {
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${stack().adminUrl}/admin/seo?page=2`);
      const invitation = await onPublicSite('/invitation?token=abc', {
        headers: { accept: 'text/html' },
      });
      expect(invitation.headers.get('location')).toBe(`${stack().adminUrl}/invitation?token=abc`);
    });
  });

  describe('the admin site', () => {
    const onAdminSite = (path: string, init: RequestInit = {}) =>
      fetch(`${stack().adminUrl}${path}`, { ...init, redirect: 'manual' });

    it('refuses a write sent from a public page with the admin cookie, and nothing changes', async () => {
      const before = (await (
        await admin().fetch(`/api/properties/${listingId}`)
      ).json()) as Property;
      const fromPublicPages: Record<string, string>[] = [
        // A fetch, form post or beacon from a public page names the public origin ...
        { origin: stack().url },
        // ... or, without an Origin, the browser still says the request is not from this origin.
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of fromPublicPages) {
        const withCookie = { cookie: admin().cookie!, ...headers };
        const response = await onAdminSite(`/api/admin/properties/${listingId}/toggle-hidden`, {
          method: 'PATCH',
          headers: withCookie,
        });
        expect({ headers, status: response.status }).toEqual({ headers, status: 403 });
        const signOut = await onAdminSite('/api/logout', { method: 'POST', headers: withCookie });
        expect(signOut.status).toBe(403);
      }
      const after = (await (
        await admin().fetch(`/api/properties/${listingId}`)
      ).json()) as Property;
      expect(after).toEqual(before);
      expect((await admin().fetch('/api/auth/user')).status).toBe(200);
    });

    it('lets no other origin read it, not even one the public API is open to', async () => {
      for (const origin of [stack().url, PARTNER]) {
        for (const path of ['/api/auth/user', '/api/admin/properties', '/api/properties']) {
          const response = await admin().fetch(path, { headers: { origin } });
          expect(response.status).toBe(200);
          expect(response.headers.get('access-control-allow-origin')).toBeNull();
        }
        const preflight = await onAdminSite('/api/admin/properties', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'PATCH' },
        });
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
        expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
      }
    });

    it("lists and serves the admin remote only: no division's code is served there", async () => {
      const registry = (await (await onAdminSite('/api/remotes')).json()) as object;
      expect(Object.keys(registry)).toEqual(['admin']);
      for (const name of ['listings', 'developments', 'news', 'calculators']) {
        expect((await onAdminSite(`/remotes/${name}/mf-manifest.json`)).status).toBe(404);
      }
    });

    it("sends the public pages, its root included, to the public site ('Back to the website')", async () => {
      const page = await onAdminSite('/residential?type=sale', {
        headers: { accept: 'text/html' },
      });
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toBe(`${stack().url}/residential?type=sale`);
      const root = await onAdminSite('/', { headers: { accept: 'text/html' } });
      expect(root.status).toBe(303);
      expect(root.headers.get('location')).toBe(`${stack().url}/`);
      const robots = await onAdminSite('/robots.txt');
      expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
      expect((await onAdminSite('/sitemap.xml')).status).not.toBe(200);
    });

    it("signs in there, from the admin site's own pages only", async () => {
      const fromPublic = await caller(stack().adminUrl).fetch('/api/login', {
        method: 'POST',
        json: { email: 'admin@reedmere.example', password: 'wrong' },
        headers: { origin: stack().url },
      });
      expect(fromPublic.status).toBe(403);
    });

    it('shows an admin write on the public site at once', async () => {
      const read = async () =>
        ((await (await fetch(`${stack().url}/api/properties/${listingId}`)).json()) as Property)
          .price;
      expect(await read()).toBe(250_000);
      // Kept in the public site's memory now.
      expect(await read()).toBe(250_000);
      const saved = await admin().fetch(`/api/properties/${listingId}`, {
        method: 'PUT',
        json: listingInput({ price: 245_000 }),
      });
      expect(saved.status).toBe(200);
      expect(await read()).toBe(245_000);
    });
  });
});
