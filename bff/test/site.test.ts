import http from 'node:http';
import path from 'node:path';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { AGENCY } from '@reedmere/agency';
import { silentLogger } from '@reedmere/service-kit';
import { createApp } from '../src/app';
import type { BffConfig } from '../src/config';
import { PERMISSIONS_POLICY } from '../src/permissions-policy';
import { siteCsp } from '../src/site/site-csp';
import { signedIn, type Caller } from './support/client';
import { listen, type Listening } from './support/http';
import { listingInput } from './support/listing-input';
import { ADMIN, startStack, TEST_SERVICE_CALL_TIMEOUT_MS, type TestStack } from './support/stack';
import { rawBytes, rawGet } from './support/raw-get';

const PUBLIC_ORIGIN = 'https://www.reedmere.example';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

const TEMPLATE = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shell build title</title>
<meta name="description" content="from the build">
<meta name="twitter:card" content="summary">
<meta property="og:locale" content="en_US">
<!--seo-->
<script defer src="/main.3f9a0c1d2b4e.js"></script>
<link href="/main.77aa88bb99cc.css" rel="stylesheet">
</head>
<body><div id="root"></div></body>
</html>
`;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A shell build and the five remotes' builds, laid out as webpack writes them. */
function buildFolders(): { root: string; siteDir: string; remotesDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'bff-site-'));
  const siteDir = path.join(root, 'shell', 'dist');
  write(path.join(siteDir, 'index.html'), TEMPLATE);
  write(path.join(siteDir, 'main.3f9a0c1d2b4e.js'), 'console.log("shell");');
  write(
    path.join(siteDir, 'vendor.0a1b2c3d4e5f.js'),
    'export const text = "Norfolk";\n'.repeat(2000),
  );
  // The Brotli copy a production build writes beside a file worth compressing.
  writeFileSync(
    path.join(siteDir, 'vendor.0a1b2c3d4e5f.js.br'),
    brotliCompressSync('export const text = "Norfolk";\n'.repeat(2000)),
  );
  write(path.join(siteDir, 'main.77aa88bb99cc.css'), 'body{margin:0}');
  write(path.join(siteDir, 'favicon.ico'), 'icon');
  write(path.join(siteDir, '.env'), 'SECRET=1');
  write(path.join(siteDir, 'static', 'logo.svg'), '<svg/>');
  for (const name of ['listings', 'developments', 'news', 'calculators', 'admin']) {
    const dist = path.join(root, `mfe-${name}`, 'dist');
    write(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ id: name, name, metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
    );
    write(path.join(dist, 'remoteEntry.js'), `var ${name}; /* federation runtime */`);
    write(path.join(dist, '412.9c8b7a6f5e4d.js'), `/* ${name} chunk */`);
    write(path.join(dist, 'index.html'), `<!doctype html><title>${name} standalone</title>`);
  }
  write(path.join(root, 'secret.txt'), 'outside every build folder');
  return { root, siteDir, remotesDir: root };
}

const metaContent = (html: string, attribute: string, name: string): string | undefined =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];

describe('the composed site on the BFF port', () => {
  let stack: TestStack;
  let folders: ReturnType<typeof buildFolders>;
  let admin: Caller;
  /** Without PUBLIC_ORIGIN the canonical links use the request's own origin. */
  let ORIGIN = '';
  const extra: Listening[] = [];

  beforeAll(async () => {
    folders = buildFolders();
    stack = await startStack({
      env: { SITE_DIR: folders.siteDir, REMOTES_DIR: folders.remotesDir },
    });
    admin = await signedIn(stack.adminUrl, ADMIN);
    ORIGIN = stack.url;
  });
  afterAll(async () => {
    await Promise.all(extra.map((l) => l.close()));
    await stack?.stop();
    rmSync(folders.root, { recursive: true, force: true });
  });

  /** Another BFF on the same services and folders, with other settings; closed after the tests. */
  async function variant(config: Partial<BffConfig>): Promise<Listening> {
    const app = await listen(
      createApp({
        config: { ...stack.config, ...config },
        logger: silentLogger,
        services: stack.clients,
      }),
    );
    extra.push(app);
    return app;
  }

  const page = (p: string, init: RequestInit = {}) =>
    fetch(`${stack.url}${p}`, { ...init, headers: { ...HTML, ...init.headers } });

  describe('pages', () => {
    it('a known route with an SEO record: 200 with its tags, escaped, and the canonical link', async () => {
      const created = await admin.fetch('/api/seo-pages', {
        method: 'POST',
        json: {
          pagePath: '/residential',
          pageTitle: 'Homes <script>alert("x")</script> & more',
          metaDescription: 'Houses "for sale" in Norfolk',
          metaKeywords: 'homes, norfolk',
          ogTitle: 'Residential <b>homes</b>',
          ogDescription: "Find your next home's garden",
          ogImage: '/api/files/img-0123.jpg',
          isActive: true,
        },
      });
      expect(created.status).toBe(201);

      const response = await page('/residential');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).not.toContain('<script>alert');
      expect(html).toContain(
        '<title>Homes &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</title>',
      );
      expect(metaContent(html, 'name', 'description')).toBe(
        'Houses &quot;for sale&quot; in Norfolk',
      );
      expect(metaContent(html, 'name', 'keywords')).toBe('homes, norfolk');
      expect(metaContent(html, 'property', 'og:title')).toBe(
        'Residential &lt;b&gt;homes&lt;/b&gt;',
      );
      expect(metaContent(html, 'property', 'og:description')).toBe(
        'Find your next home&#39;s garden',
      );
      expect(metaContent(html, 'property', 'og:image')).toBe(`${ORIGIN}/api/files/img-0123.jpg`);
      expect(metaContent(html, 'property', 'og:url')).toBe(`${ORIGIN}/residential`);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/residential">`);
      // The build's own title and description are replaced, not duplicated; the rest is kept.
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).not.toContain('Shell build title');
      expect(html).not.toContain('<!--seo-->');
      expect(html).toContain('<script defer src="/main.3f9a0c1d2b4e.js"></script>');
      expect(html).toContain('<div id="root"></div>');
    });

    it('the canonical path is the route table spelling, whatever the case or trailing slash', async () => {
      const html = await (await page('/Residential/?utm_source=x')).text();
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/residential">`);
      expect(html).toContain('<title>Homes &lt;script&gt;');
    });

    it('a known route without a record: 200 with the fallbacks', async () => {
      const response = await page('/contact');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>Contact Us | ${AGENCY.name}</title>`);
      expect(metaContent(html, 'name', 'description')).toMatch(/^Contact Reedmere Estates/);
      expect(metaContent(html, 'property', 'og:site_name')).toBe(AGENCY.name);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/contact">`);

      const adminPage = await fetch(`${stack.adminUrl}/admin/seo`, { headers: HTML });
      expect(adminPage.status).toBe(200);
      expect(await adminPage.text()).toContain('<meta name="robots" content="noindex">');

      // No renderer here: the listing's service says the record is not there, so the answer is
      // the not-found page, status and tags, before any script runs.
      const unknown = await page('/property/0123456789abcdef01234567');
      expect(unknown.status).toBe(404);
      const detail = await unknown.text();
      expect(detail).toContain(`<title>404 Page Not Found | ${AGENCY.name}</title>`);
      expect(detail).toContain('<meta name="robots" content="noindex">');
      expect(detail).not.toContain('rel="canonical"');
    });

    it('with PUBLIC_ORIGIN set, canonical and og:url use it', async () => {
      const app = await variant({ publicOrigin: PUBLIC_ORIGIN });
      const html = await (await fetch(`${app.url}/residential`, { headers: HTML })).text();
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/residential">`);
      expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_ORIGIN}/residential`);
      expect(metaContent(html, 'property', 'og:image')).toBe(
        `${PUBLIC_ORIGIN}/api/files/img-0123.jpg`,
      );
    });

    it('the home page reads the record of "/"', async () => {
      await admin.fetch('/api/seo-pages', {
        method: 'POST',
        json: { pagePath: '/', pageTitle: 'Reedmere home', metaDescription: 'Welcome' },
      });
      const html = await (await page('/')).text();
      expect(html).toContain('<title>Reedmere home</title>');
      expect(metaContent(html, 'property', 'og:title')).toBe('Reedmere home');
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    });

    it('detail pages take their tags from the record itself', async () => {
      const created = await admin.fetch('/api/properties', {
        method: 'POST',
        json: listingInput({
          title: 'Barn <conversion>',
          description: `<p>Light &amp; space.</p><p>${'Oak beams and a walled garden. '.repeat(10)}</p>`,
          images: ['/api/files/img-barn.jpg'],
        }),
      });
      expect(created.status).toBe(201);
      const property = (await created.json()) as { id: string };
      const html = await (await page(`/property/${property.id}`)).text();
      expect(html).toContain(`<title>Barn &lt;conversion&gt; | ${AGENCY.name}</title>`);
      const description = metaContent(html, 'name', 'description')!;
      expect(description).toMatch(/^Light &amp; space\. Oak beams/);
      expect(description.length).toBeLessThanOrEqual(170);
      expect(description).toMatch(/…$/);
      expect(metaContent(html, 'property', 'og:image')).toBe(`${ORIGIN}/api/files/img-barn.jpg`);

      const article = await admin.fetch('/api/news', {
        method: 'POST',
        json: {
          title: 'Market in March',
          slug: 'market-in-march',
          excerpt: 'Prices held steady.',
          content: '<p>Long text</p>',
          isPublished: true,
        },
      });
      expect(article.status).toBe(201);
      const news = await (await page('/news/market-in-march')).text();
      expect(news).toContain(`<title>Market in March | ${AGENCY.name}</title>`);
      expect(metaContent(news, 'name', 'description')).toBe('Prices held steady.');

      const development = await admin.fetch('/api/developments', {
        method: 'POST',
        json: {
          title: 'Maltings',
          description: 'Ten homes',
          location: 'Diss',
          status: 'planning',
          beforeImages: ['/api/files/img-before.jpg'],
          duringImages: [],
          afterImages: [],
        },
      });
      expect(development.status).toBe(201);
      const { id } = (await development.json()) as { id: string };
      const dev = await (await page(`/developments/${id}`)).text();
      expect(dev).toContain(`<title>Maltings | ${AGENCY.name}</title>`);
      expect(metaContent(dev, 'property', 'og:image')).toBe(`${ORIGIN}/api/files/img-before.jpg`);

      // A record that does not exist (or is not an id) is the not-found page.
      for (const path of ['/news/no-such-article', '/developments/not-an-id']) {
        const missing = await page(path);
        expect([path, missing.status]).toEqual([path, 404]);
        expect(await missing.text()).toContain(
          `<title>404 Page Not Found | ${AGENCY.name}</title>`,
        );
      }
    });

    it('a hidden listing is not found, while its service answers; an unanswered lookup keeps the page', async () => {
      const created = await admin.fetch('/api/properties', {
        method: 'POST',
        json: listingInput({ title: 'Hidden barn', description: '<p>Not yet on the market.</p>' }),
      });
      const { id } = (await created.json()) as { id: string };
      const shown = await page(`/property/${id}`);
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain(`<title>Hidden barn | ${AGENCY.name}</title>`);
      expect(
        (await admin.fetch(`/api/admin/properties/${id}/toggle-hidden`, { method: 'PATCH' }))
          .status,
      ).toBe(200);
      const hidden = await page(`/property/${id}`);
      expect(hidden.status).toBe(404);
      expect(await hidden.text()).toContain(`<title>404 Page Not Found | ${AGENCY.name}</title>`);

      // A service that does not answer says nothing about the record: the page is served.
      const refused = await variant({
        serviceUrls: { ...stack.config.serviceUrls, listings: 'http://127.0.0.1:1' },
      });
      const unanswered = await fetch(`${refused.url}/property/${id}`, { headers: HTML });
      expect(unanswered.status).toBe(200);
      expect(await unanswered.text()).toContain(`<title>Property Details | ${AGENCY.name}</title>`);
    });

    it('X cards, image alt text and locale: a large card where there is an image, else a summary', async () => {
      // The SEO record of /residential (first test) has a social title and image.
      const residential = await (await page('/residential')).text();
      expect(metaContent(residential, 'property', 'og:locale')).toBe('en_GB');
      expect(metaContent(residential, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(residential, 'name', 'twitter:title')).toBe(
        'Residential &lt;b&gt;homes&lt;/b&gt;',
      );
      expect(metaContent(residential, 'name', 'twitter:description')).toBe(
        'Find your next home&#39;s garden',
      );
      expect(metaContent(residential, 'name', 'twitter:image')).toBe(
        `${ORIGIN}/api/files/img-0123.jpg`,
      );
      expect(metaContent(residential, 'property', 'og:image:alt')).toBe(
        'Residential &lt;b&gt;homes&lt;/b&gt;',
      );
      expect(metaContent(residential, 'name', 'twitter:image:alt')).toBe(
        'Residential &lt;b&gt;homes&lt;/b&gt;',
      );
      // The build's own card and locale are replaced, not duplicated.
      expect(residential.match(/<meta name="twitter:card"/g)).toHaveLength(1);
      expect(residential.match(/<meta property="og:locale"/g)).toHaveLength(1);

      const created = await admin.fetch('/api/properties', {
        method: 'POST',
        json: listingInput({
          title: 'Flint & brick cottage',
          description: '<p>Two bedrooms.</p>',
          images: ['/api/files/img-flint.jpg'],
        }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const detail = await (await page(`/property/${id}`)).text();
      expect(metaContent(detail, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(detail, 'name', 'twitter:title')).toBe(
        `Flint &amp; brick cottage | ${AGENCY.name}`,
      );
      expect(metaContent(detail, 'name', 'twitter:image')).toBe(
        `${ORIGIN}/api/files/img-flint.jpg`,
      );
      // The record's own image shows the record: its title is the alt text.
      expect(metaContent(detail, 'property', 'og:image:alt')).toBe('Flint &amp; brick cottage');
      expect(metaContent(detail, 'name', 'twitter:image:alt')).toBe('Flint &amp; brick cottage');

      const contact = await (await page('/contact')).text();
      expect(metaContent(contact, 'property', 'og:locale')).toBe('en_GB');
      expect(metaContent(contact, 'name', 'twitter:card')).toBe('summary');
      expect(metaContent(contact, 'name', 'twitter:title')).toBe(`Contact Us | ${AGENCY.name}`);
      expect(metaContent(contact, 'name', 'twitter:description')).toMatch(
        /^Contact Reedmere Estates/,
      );
      expect(contact).not.toContain('twitter:image');
      expect(contact).not.toContain('og:image');
    });

    it('an unknown route: 404 with the index (the shell shows its 404 page), noindex, no canonical', async () => {
      const response = await page('/no-such-page');
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>404 Page Not Found | Reedmere Estates</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
      expect((await page('/property')).status).toBe(404);
      expect((await page('/news/a/b')).status).toBe(404);
    });

    it('HEAD of a page answers the status and headers without a body', async () => {
      const known = await page('/news', { method: 'HEAD' });
      expect(known.status).toBe(200);
      expect(known.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await known.text()).toBe('');
      expect((await page('/nowhere', { method: 'HEAD' })).status).toBe(404);
    });

    it('pages carry the site CSP; the API and the login page keep their own', async () => {
      const csp = (await page('/epc')).headers.get('content-security-policy') ?? '';
      for (const directive of [
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      const pageHeaders = (await page('/epc')).headers;
      expect(pageHeaders.get('x-content-type-options')).toBe('nosniff');
      expect(pageHeaders.get('x-frame-options')).toBe('DENY');
      expect(pageHeaders.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

      const login = await fetch(`${stack.adminUrl}/api/login`, { headers: HTML });
      expect(login.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      const api = await fetch(`${stack.url}/api/health`, { headers: HTML });
      expect(api.headers.get('content-type')).toMatch(/json/);
      // The API keeps helmet's policy; only HTML pages get the site's. Framing is refused alike.
      expect(api.headers.get('content-security-policy')).not.toBe(csp);
      expect(api.headers.get('content-security-policy')).toContain("script-src-attr 'none'");
      expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(api.headers.get('x-frame-options')).toBe('DENY');
      for (const response of [api, login, await page('/epc'), await page('/no-such-page')]) {
        expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      }
      expect(PERMISSIONS_POLICY).toContain('camera=()');
      expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    });

    it('answers a conditional read 304 even when the client also says no-cache', async () => {
      const first = await fetch(`${stack.url}/api/properties?limit=5`);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const variants: Record<string, string>[] = [
        {},
        { 'cache-control': 'no-cache' },
        { pragma: 'no-cache' },
      ];
      for (const extra of variants) {
        const again = await fetch(`${stack.url}/api/properties?limit=5`, {
          headers: { 'if-none-match': etag!, ...extra },
        });
        expect([extra, again.status]).toEqual([extra, 304]);
      }
      // A plain reload with no-cache and no validator still gets the answer.
      const reload = await fetch(`${stack.url}/api/properties?limit=5`, {
        headers: { 'cache-control': 'no-cache' },
      });
      expect(reload.status).toBe(200);
    });

    it('every HTML answer carries the security headers; no HSTS on plain http', async () => {
      const answers = {
        page: await page('/epc'),
        notFound: await page('/no-such-page'),
        login: await fetch(`${stack.adminUrl}/api/login`, { headers: HTML }),
      };
      expect(answers.page.status).toBe(200);
      expect(answers.notFound.status).toBe(404);
      expect(answers.login.status).toBe(200);
      // The registry names same-origin paths only, so scripts come from this origin alone.
      for (const response of [answers.page, answers.notFound]) {
        const csp = response.headers.get('content-security-policy');
        expect(csp).toBe(siteCsp());
        expect(csp).toContain("script-src 'self';");
        expect(csp).toContain("connect-src 'self';");
      }
      for (const [name, response] of Object.entries(answers)) {
        expect([name, response.headers.get('content-type')]).toEqual([
          name,
          expect.stringMatching(/^text\/html/),
        ]);
        const csp = response.headers.get('content-security-policy') ?? '';
        expect([name, csp]).toEqual([name, expect.stringContaining("frame-ancestors 'none'")]);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('strict-transport-security')).toBeNull();
      }
    });

    it('HSTS only over https behind the trusted proxy', async () => {
      const proxied = await variant({ trustProxy: true });
      const direct = await variant({ trustProxy: false });
      const https = { ...HTML, 'x-forwarded-proto': 'https' };
      const hsts = (url: string, headers: Record<string, string>) =>
        fetch(url, { headers }).then((r) => r.headers.get('strict-transport-security'));

      for (const p of ['/epc', '/no-such-page', '/api/login']) {
        expect([p, await hsts(`${proxied.url}${p}`, https)]).toEqual([
          p,
          'max-age=31536000; includeSubDomains',
        ]);
        // Plain http behind the proxy, or a forwarded header nobody is trusted to send.
        expect([p, await hsts(`${proxied.url}${p}`, HTML)]).toEqual([p, null]);
        expect([p, await hsts(`${direct.url}${p}`, https)]).toEqual([p, null]);
      }
      // The scheme the proxy reports is the canonical links' scheme too.
      const html = await (await fetch(`${proxied.url}/epc`, { headers: https })).text();
      expect(html).toContain(
        `<link rel="canonical" href="https://${new URL(proxied.url).host}/epc">`,
      );
    });

    it('in production behind the trusted proxy, pages also upgrade insecure requests', async () => {
      const app = await variant({ trustProxy: true, production: true });
      const csp = (await fetch(`${app.url}/epc`, { headers: HTML })).headers.get(
        'content-security-policy',
      );
      expect(csp).toBe(siteCsp({ upgradeInsecure: true }));
      expect(csp).toMatch(/; upgrade-insecure-requests$/);
    });

    it('a remote registered on another origin joins script-src, connect-src, img-src and font-src', async () => {
      const original = readFileSync(stack.remotesFile, 'utf8');
      const registry = (entries: Record<string, string>) => {
        writeFileSync(stack.remotesFile, JSON.stringify(entries));
        const later = Date.now() / 1000 + Math.random() * 1000;
        utimesSync(stack.remotesFile, later, later);
      };
      const directive = (csp: string, name: string) =>
        csp.split('; ').find((d) => d.startsWith(`${name} `));
      try {
        registry({
          listings: '/remotes/listings/mf-manifest.json',
          news: 'https://cdn.reedmere.example/news/mf-manifest.json',
          calculators: 'https://cdn.reedmere.example:8443/calculators/mf-manifest.json',
          developments: `${stack.url}/remotes/developments/mf-manifest.json`,
          admin: '//static.reedmere.example/admin/mf-manifest.json',
        });
        for (const p of ['/epc', '/no-such-page']) {
          const csp = (await page(p)).headers.get('content-security-policy') ?? '';
          // The admin remote is not the public site's: its origin is not named.
          const remotes = 'https://cdn.reedmere.example https://cdn.reedmere.example:8443';
          expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${remotes}`);
          expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${remotes}`);
          // A remote's imported images and fonts are files on its own origin.
          expect(directive(csp, 'img-src')).toBe(`img-src 'self' data: blob: ${remotes}`);
          expect(directive(csp, 'font-src')).toBe(`font-src 'self' data: ${remotes}`);
          // Nothing else widens.
          expect(directive(csp, 'default-src')).toBe("default-src 'self'");
          expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
          expect(directive(csp, 'object-src')).toBe("object-src 'none'");
        }
        // A host a CSP source could not hold is left out rather than break the policy.
        // (`new URL` accepts this host: `;` and `'` are legal in it.)
        registry({ news: "https://cdn.example;'unsafe-inline'/x.json" });
        const csp = (await page('/epc')).headers.get('content-security-policy') ?? '';
        expect(directive(csp, 'script-src')).toBe("script-src 'self'");
        expect(csp).not.toContain('cdn.example');
      } finally {
        registry(JSON.parse(original) as Record<string, string>);
      }
      expect((await page('/epc')).headers.get('content-security-policy')).toBe(siteCsp());
    });

    it('JSON callers get a plain 404; clients that accept anything (crawlers, curl) get the page', async () => {
      const response = await fetch(`${stack.url}/no-such-page`, {
        headers: { accept: 'application/json' },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
      const anything = await fetch(`${stack.url}/residential`, { headers: { accept: '*/*' } });
      expect(anything.status).toBe(200);
      expect(anything.headers.get('content-type')).toMatch(/html/);
      const api = await fetch(`${stack.url}/api/no-such-thing`, { headers: HTML });
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toMatch(/json/);
    });
  });

  describe('the shell files', () => {
    it('hashed files are immutable; index.html and unhashed files are revalidated', async () => {
      const js = await fetch(`${stack.url}/main.3f9a0c1d2b4e.js`);
      expect(js.status).toBe(200);
      expect(js.headers.get('content-type')).toMatch(/javascript/);
      expect(js.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await js.text()).toBe('console.log("shell");');
      const css = await fetch(`${stack.url}/main.77aa88bb99cc.css`);
      expect(css.headers.get('cache-control')).toBe(IMMUTABLE);
      const index = await fetch(`${stack.url}/index.html`);
      expect(index.status).toBe(200);
      expect(index.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${stack.url}/favicon.ico`)).headers.get('cache-control')).toBe(
        'no-cache',
      );
      expect((await fetch(`${stack.url}/static/logo.svg`)).status).toBe(200);
    });

    it('scripts and stylesheets go without the headers only a document obeys', async () => {
      const documentOnly = [
        'content-security-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'permissions-policy',
        'x-frame-options',
        'x-xss-protection',
      ];
      for (const p of [
        '/main.3f9a0c1d2b4e.js',
        '/main.77aa88bb99cc.css',
        '/remotes/calculators/412.9c8b7a6f5e4d.js',
      ]) {
        const response = await fetch(`${stack.url}${p}`);
        expect(response.status).toBe(200);
        for (const name of documentOnly)
          expect([p, name, response.headers.get(name)]).toEqual([p, name, null]);
        // These do apply to a script or stylesheet.
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
      // HTML and SVG are documents when opened alone: they keep every header.
      for (const p of ['/index.html', '/static/logo.svg']) {
        const response = await fetch(`${stack.url}${p}`);
        for (const name of documentOnly)
          expect([p, name, response.headers.get(name)]).not.toEqual([p, name, null]);
      }
    });

    it('sends JavaScript gzip-compressed to clients that accept it', async () => {
      const response = await fetch(`${stack.url}/vendor.0a1b2c3d4e5f.js`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toBe('export const text = "Norfolk";\n'.repeat(2000));
    });

    it("sends a file's Brotli copy, as the file, to a browser that accepts Brotli", async () => {
      const file = '/vendor.0a1b2c3d4e5f.js';
      const copy = readFileSync(path.join(folders.siteDir, `${file}.br`));
      const asBrowser = await rawBytes(stack.url, file, { 'accept-encoding': 'gzip, deflate, br' });
      expect(asBrowser.status).toBe(200);
      // The build's copy itself, byte for byte: not compressed again on the way.
      expect(asBrowser.body.equals(copy)).toBe(true);
      expect(asBrowser.headers['content-encoding']).toBe('br');
      expect(asBrowser.headers['content-type']).toMatch(/^text\/javascript/);
      expect(asBrowser.headers['cache-control']).toBe(IMMUTABLE);
      expect(asBrowser.headers['vary']).toMatch(/accept-encoding/i);
      expect(asBrowser.headers['content-security-policy']).toBeUndefined();
      const head = await fetch(`${stack.url}${file}`, {
        method: 'HEAD',
        headers: { 'accept-encoding': 'br' },
      });
      expect([head.status, head.headers.get('content-encoding')]).toEqual([200, 'br']);

      // No Brotli accepted: the file itself, plain, and it too says it depends on the header.
      const plain = await rawBytes(stack.url, file, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe('export const text = "Norfolk";\n'.repeat(2000));
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);

      // The copy is never served under its own name.
      expect((await fetch(`${stack.url}${file}.br`)).status).toBe(404);
    });

    it('a missing file is a plain 404, never the index; no listings, no dotfiles', async () => {
      for (const p of [
        '/main.00000000.js',
        '/static/',
        '/static',
        '/.env',
        '/static/missing.png',
      ]) {
        const response = await fetch(`${stack.url}${p}`);
        expect(response.status).toBe(404);
        const body = await response.text();
        // A missing file is never answered with the index; an extensionless path may get the
        // site's 404 page (still status 404), never a listing or the file.
        if (/\.[a-z0-9]+$/i.test(p) && !p.startsWith('/.'))
          expect(body).not.toContain('<div id="root">');
        expect(body).not.toContain('logo.svg');
        expect(body).not.toContain('SECRET');
      }
    });
  });

  describe('/remotes/<name>/*', () => {
    it('serves a remote build with the cache rules of each kind of file', async () => {
      const manifest = await fetch(`${stack.url}/remotes/listings/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(((await manifest.json()) as { name: string }).name).toBe('listings');
      const entry = await fetch(`${stack.url}/remotes/news/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect(await entry.text()).toContain('var news;');
      const chunk = await fetch(`${stack.url}/remotes/calculators/412.9c8b7a6f5e4d.js`);
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(
        (await fetch(`${stack.url}/remotes/developments/index.html`)).headers.get('cache-control'),
      ).toBe('no-cache');
    });

    it('an unknown remote, a missing file or a folder is 404 JSON', async () => {
      for (const p of [
        '/remotes/unknown/mf-manifest.json',
        '/remotes/unknown/',
        '/remotes/',
        '/remotes/listings/',
        '/remotes/listings/missing.js',
        '/remotes/Listings-v2/remoteEntry.js',
      ]) {
        const response = await fetch(`${stack.url}${p}`, { headers: HTML });
        expect([p, response.status]).toEqual([p, 404]);
        expect(response.headers.get('content-type')).toMatch(/json/);
      }
    });

    it('the admin remote: 401 without the session cookie, 200 (private) with it', async () => {
      for (const p of ['mf-manifest.json', 'remoteEntry.js', '412.9c8b7a6f5e4d.js', 'missing.js']) {
        const response = await fetch(`${stack.adminUrl}/remotes/admin/${p}`);
        expect([p, response.status]).toEqual([p, 401]);
        expect(await response.json()).toEqual({ message: 'Unauthorized' });
      }
      const forged = await fetch(`${stack.adminUrl}/remotes/admin/remoteEntry.js`, {
        headers: { cookie: 'reedmere_session=not-a-token' },
      });
      expect(forged.status).toBe(401);

      const manifest = await admin.fetch('/remotes/admin/mf-manifest.json');
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe('private, no-cache');
      const chunk = await admin.fetch('/remotes/admin/412.9c8b7a6f5e4d.js');
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect((await admin.fetch('/remotes/admin/missing.js')).status).toBe(404);
    });

    it('path traversal attempts are 404', async () => {
      for (const p of [
        '/remotes/listings/../../secret.txt',
        '/remotes/listings/..%2f..%2fsecret.txt',
        '/remotes/listings/%2e%2e/%2e%2e/secret.txt',
        '/remotes/listings/..%5c..%5csecret.txt',
        '/remotes/..%2fsecret.txt',
        '/..%2fsecret.txt',
        '/%2e%2e/%2e%2e/secret.txt',
        '/remotes/admin/..%2f..%2fmfe-listings%2fdist%2fremoteEntry.js',
        '/remotes/listings/%00../secret.txt',
      ]) {
        const response = await rawGet(stack.url, p);
        expect(response.body).not.toContain('outside every build folder');
        expect([p, response.status]).toEqual([p, expect.any(Number)]);
        expect([400, 401, 404]).toContain(response.status);
        if (!p.startsWith('/remotes/admin/')) expect([p, response.status]).toEqual([p, 404]);
      }
    });
  });

  describe('the template', () => {
    let tick = 1_700_000_000;
    const rewrite = (text: string) => {
      const file = path.join(folders.siteDir, 'index.html');
      writeFileSync(file, text);
      tick += 10;
      utimesSync(file, tick, tick);
    };

    it('is re-read when the file changes; without the marker the tags go before </head>', async () => {
      rewrite(
        '<!doctype html><html><head><title>Old</title></head><body><div id="app-v2"></div></body></html>',
      );
      const html = await (await page('/epc')).text();
      expect(html).toContain('<div id="app-v2"></div>');
      expect(html).toMatch(/<title>Energy Performance Certificates \| Reedmere Estates<\/title>/);
      expect(html).toMatch(/<meta name="twitter:description" content="[^"]+">\n<\/head>/);
      expect(html).not.toContain('<title>Old</title>');
      rewrite(TEMPLATE);
      expect(await (await page('/epc')).text()).toContain('<div id="root"></div>');
    });
  });

  describe('without a shell build', () => {
    it('page requests answer 503 saying the site is being built; the API still works', async () => {
      const empty = mkdtempSync(path.join(tmpdir(), 'bff-empty-site-'));
      const app = await variant({ siteDir: empty });
      const response = await fetch(`${app.url}/residential`, { headers: HTML });
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe(siteCsp());
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      const html = await response.text();
      expect(html).toContain('The site is being built');
      expect(html).toContain('npm run build');
      expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${app.url}/api/properties`)).status).toBe(200);
      expect((await fetch(`${app.url}/remotes/listings/remoteEntry.js`)).status).toBe(200);
      rmSync(empty, { recursive: true, force: true });
    });
  });

  describe('when the SEO lookup fails', () => {
    it('a content service that does not answer: the page comes quickly with the fallbacks', async () => {
      const hanging = http.createServer(() => {
        /* never answers */
      });
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      const { port } = hanging.address() as { port: number };
      const app = await variant({
        serviceUrls: { ...stack.config.serviceUrls, content: `http://127.0.0.1:${port}` },
      });
      try {
        const started = Date.now();
        const response = await fetch(`${app.url}/residential`, { headers: HTML });
        const elapsed = Date.now() - started;
        expect(response.status).toBe(200);
        // The SEO lookup's 500 ms, not the service call's limit.
        expect(elapsed).toBeLessThan(TEST_SERVICE_CALL_TIMEOUT_MS / 2);
        expect(await response.text()).toContain(
          `<title>Residential Property | ${AGENCY.name}</title>`,
        );
      } finally {
        hanging.closeAllConnections();
        await new Promise<void>((resolve) => hanging.close(() => resolve()));
      }
    });

    it('content stopped: 200 with the fallbacks, at once', async () => {
      await stack.stopService('content');
      const started = Date.now();
      const response = await page('/residential');
      // Well short of the service call's limit: a refused connection is not waited on.
      expect(Date.now() - started).toBeLessThan(TEST_SERVICE_CALL_TIMEOUT_MS / 2);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>Residential Property | ${AGENCY.name}</title>`);
      expect(metaContent(html, 'name', 'description')).toBe(
        `Homes for sale and to let across Norfolk with ${AGENCY.name}.`,
      );
      expect((await page('/missing-page')).status).toBe(404);
    });
  });
});
