import { AGENCY } from '@reedmere/agency';
import { signSessionToken } from '../src/auth/session-token';
import { enquiryInput } from './support/enquiry-input';
import { everyService } from './support/readiness';
import { ADMIN } from './support/stack';
import { useStack, useStackWithAdmin } from './support/use-stack';

/** The BFF's answer while the service behind an area is down: 503 and a message naming the area. */
async function expectUnavailable(response: Response, message: string): Promise<void> {
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ message });
}

describe('when services are down', () => {
  // Nothing answered from memory: these are the answers while a service is down.
  const { stack, admin } = useStackWithAdmin({ env: { PUBLIC_CACHE_TTL_MS: '0' } });

  const get = (path: string) =>
    fetch(`${stack().url}${path}`, { signal: AbortSignal.timeout(5000) });

  it('a service whose database connection closed answers 503 naming the area, nothing internal', async () => {
    await stack().services.news.connection.close(true);
    const response = await get('/api/news');
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: 'News is temporarily unavailable. Please try again shortly.',
    });
    expect(text).not.toMatch(/Mongo|closed|at /);
    const ready = await get('/api/ready');
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { services: Record<string, string> }).services.news).toBe(
      'down',
    );
  });

  it('the property list answers 200 with a message and a suggestion when listings is stopped', async () => {
    expect((await get('/api/properties')).status).toBe(200);
    await stack().stopService('listings');

    const started = Date.now();
    const response = await get('/api/properties?propertyType=residential');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Our property listings are temporarily unavailable.',
      suggestion: `Please try again in a few minutes, or call us on ${AGENCY.offices.head.phone}.`,
    });
  });

  it('other listings calls answer 503 with the area named', async () => {
    for (const path of [
      '/api/properties/under-offer',
      '/api/properties/0123456789abcdef01234567',
    ]) {
      const response = await get(path);
      await expectUnavailable(
        response,
        'Properties are temporarily unavailable. Please try again shortly.',
      );
    }
    // The home aggregate still serves the developments, with the listing sections marked.
    const home = await get('/api/home');
    expect(home.status).toBe(200);
    const sections = (await home.json()) as Record<string, unknown>;
    const marked = { error: 'Properties are temporarily unavailable. Please try again shortly.' };
    for (const key of ['residentialSales', 'commercialSales', 'commercialLettings', 'underOffer']) {
      expect(sections[key]).toEqual(marked);
    }
    expect(Array.isArray(sections.developments)).toBe(true);
    const create = await admin().fetch('/api/properties', {
      method: 'POST',
      json: { title: 'T', address: 'A', location: 'L' },
    });
    expect(create.status).toBe(503);
  });

  it('developments stopped mid-test: 503 with its message', async () => {
    expect((await get('/api/developments')).status).toBe(200);
    await stack().stopService('developments');
    const response = await get('/api/developments');
    await expectUnavailable(
      response,
      'Developments are temporarily unavailable. Please try again shortly.',
    );
    // Nothing of the home page could be read: the aggregate itself is unavailable.
    const home = await get('/api/home');
    await expectUnavailable(
      home,
      'The home page content is temporarily unavailable. Please try again shortly.',
    );
  });

  it('content, media stopped: SEO lookup, enquiries and files answer 503', async () => {
    await stack().stopService('content');
    await stack().stopService('media');
    const seo = await get('/api/seo-pages/path/home');
    await expectUnavailable(
      seo,
      'Page settings are temporarily unavailable. Please try again shortly.',
    );
    const enquiry = await fetch(`${stack().url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(enquiryInput()),
    });
    await expectUnavailable(
      enquiry,
      'Enquiries are temporarily unavailable. Please try again shortly or call us.',
    );
    const file = await get('/api/files/img-00000000000000000000000000000000.jpg');
    await expectUnavailable(file, 'Files are temporarily unavailable. Please try again shortly.');
  });

  it('identity stopped: admin calls and sign-in answer 503, never a hang', async () => {
    await stack().stopService('identity');
    // The positive session answer may be cached for up to 5 s; a fresh token is not.
    const user = await fetch(`${stack().adminUrl}/api/auth/user`, {
      headers: { cookie: 'reedmere_session=x' },
    });
    expect(user.status).toBe(401);
    const token = signSessionToken(
      {
        id: '0123456789abcdef01234567',
        email: ADMIN.email,
        name: ADMIN.name,
        role: 'owner',
        divisions: [],
      },
      'a-session-not-in-the-cache',
      stack().config.jwtSecret,
    );
    const adminRead = await fetch(`${stack().adminUrl}/api/admin/properties`, {
      headers: { cookie: `reedmere_session=${token}` },
    });
    await expectUnavailable(
      adminRead,
      'Sign-in is temporarily unavailable. Please try again shortly.',
    );
    const login = await fetch(`${stack().adminUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: stack().adminUrl },
      body: 'email=a%40b.example&password=whatever-long',
    });
    expect(login.status).toBe(503);
    expect(await login.text()).toContain('Sign-in is temporarily unavailable');
  });

  it('/api/ready answers 503 listing every service up or down; /api/health still 200', async () => {
    const ready = await get('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', services: everyService('down') });
    expect((await get('/api/health')).status).toBe(200);
  });
});

describe('when the database stops', () => {
  const stack = useStack();

  it('services answer 503 and the BFF passes on a 503 naming the area', async () => {
    await stack().database.stop();
    const started = Date.now();
    const [news, developments] = await Promise.all([
      fetch(`${stack().url}/api/news`),
      fetch(`${stack().url}/api/developments`),
    ]);
    expect(Date.now() - started).toBeLessThan(5000);
    await expectUnavailable(news, 'News is temporarily unavailable. Please try again shortly.');
    await expectUnavailable(
      developments,
      'Developments are temporarily unavailable. Please try again shortly.',
    );
  }, 15000);
});
