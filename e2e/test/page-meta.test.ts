import type { NewsArticle, Property } from '@reedmere/contracts';
import { api } from '../src/api';
import { siteUrl } from '../src/site-url';

/** A page as a crawler that runs no JavaScript gets it. */
async function html(path: string): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${siteUrl('demo')}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const tag = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];
const metaContent = (text: string, attr: 'name' | 'property', key: string) =>
  tag(text, new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`));

// SEO page records and the detail pages' own records, in the HTML the site serves.
describe('meta tags in the served HTML', () => {
  it('the home page and the contact page carry title, description, Open Graph and canonical', async () => {
    for (const path of ['/', '/contact']) {
      const page = await html(path);
      expect(page.status).toBe(200);
      expect(tag(page.text, /<title>([^<]+)<\/title>/)).toContain('Reedmere Estates');
      expect(metaContent(page.text, 'name', 'description')?.length).toBeGreaterThan(20);
      expect(metaContent(page.text, 'property', 'og:title')).toBeTruthy();
      expect(tag(page.text, /<link rel="canonical" href="([^"]+)">/)).toBe(
        `${siteUrl('demo')}${path}`,
      );
      expect(page.text.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('a property page describes the property, with its first photo as og:image', async () => {
    const [property] = (await api<Property[]>('demo', '/api/properties?limit=1')).body;
    const page = await html(`/property/${property!.id}`);
    expect(page.status).toBe(200);
    expect(tag(page.text, /<title>([^<]+)<\/title>/)).toContain(property!.title);
    expect(metaContent(page.text, 'property', 'og:image')).toBe(
      `${siteUrl('demo')}${property!.images[0]}`,
    );
    expect(metaContent(page.text, 'name', 'description')?.length).toBeGreaterThan(20);
  });

  it('an article page describes the article', async () => {
    const [article] = (await api<NewsArticle[]>('demo', '/api/news')).body;
    const page = await html(`/news/${article!.slug}`);
    expect(page.status).toBe(200);
    expect(metaContent(page.text, 'property', 'og:title')).toContain(article!.title);
    expect(tag(page.text, /<link rel="canonical" href="([^"]+)">/)).toBe(
      `${siteUrl('demo')}/news/${article!.slug}`,
    );
  });

  it('every page is served with the security headers', async () => {
    const page = await html('/residential');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('robots.txt keeps crawlers out of /admin and /api and names the sitemap', async () => {
    const robots = await (await fetch(`${siteUrl('demo')}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${siteUrl('demo')}/sitemap.xml`);
  });

  it('the sitemap lists the public pages and the demo records', async () => {
    const sitemap = await (await fetch(`${siteUrl('demo')}/sitemap.xml`)).text();
    const [property] = (await api<Property[]>('demo', '/api/properties?limit=1')).body;
    expect(sitemap).toContain(`<loc>${siteUrl('demo')}/contact</loc>`);
    expect(sitemap).toContain(`<loc>${siteUrl('demo')}/property/${property!.id}</loc>`);
    expect(sitemap).not.toContain('/admin');
  });
});
