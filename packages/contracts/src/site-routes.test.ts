import {
  isAdminPath,
  canonicalPath,
  matchRoute,
  NOT_FOUND,
  resolveRoute,
  ROUTES,
  routesOf,
  screenParams,
} from './site-routes';

describe('the route table', () => {
  it('has every route of the route table exactly once', () => {
    expect(ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/properties',
      '/property/:id',
      '/residential',
      '/property-finder',
      '/commercial-sales',
      '/commercial-lettings',
      '/developments',
      '/developments/:id',
      '/epc',
      '/contact',
      '/admin',
      '/admin/seo',
      '/mortgage-calculator',
      '/stamp-duty-calculator',
      '/calculators',
      '/news',
      '/news/:slug',
      '/privacy-policy',
      '/cookie-policy',
      '/terms-conditions',
    ]);
    expect(new Set(ROUTES.map((route) => route.screen)).size).toBe(ROUTES.length);
  });

  it('has the not found page texts', () => {
    expect(NOT_FOUND.title).toBe('404 Page Not Found');
    expect(NOT_FOUND.text).toBe('Did you forget to add the page to the router?');
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/properties', 'properties'],
    ['/property/abc', 'property-detail'],
    ['/residential', 'residential'],
    ['/property-finder', 'property-finder'],
    ['/commercial-sales', 'commercial-sales'],
    ['/commercial-lettings', 'commercial-lettings'],
    ['/developments', 'developments'],
    ['/developments/64b7f0c2e4b0a1a2b3c4d5e6', 'development-detail'],
    ['/epc', 'epc'],
    ['/contact', 'contact'],
    ['/admin', 'admin'],
    ['/admin/seo', 'admin-seo'],
    ['/mortgage-calculator', 'mortgage-calculator'],
    ['/stamp-duty-calculator', 'stamp-duty-calculator'],
    ['/calculators', 'calculators'],
    ['/news', 'news'],
    ['/news/some-slug', 'news-article'],
    ['/privacy-policy', 'privacy-policy'],
    ['/cookie-policy', 'cookie-policy'],
    ['/terms-conditions', 'terms-conditions'],
  ])('maps %s to %s', (path, screen) => {
    expect(matchRoute(path)).toBe(screen);
  });

  it.each([
    '/nope',
    '/property',
    '/property/abc/extra',
    '/news/a/b',
    '/admin/users',
    '/properties/residential',
    '/services/epc',
  ])('maps the unknown path %s to 404', (path) => {
    expect(matchRoute(path)).toBe('404');
  });

  it('ignores a trailing slash, the query string, the hash and the case of static segments', () => {
    expect(matchRoute('/news/')).toBe('news');
    expect(matchRoute('/contact?from=header#form')).toBe('contact');
    expect(matchRoute('/Commercial-Sales')).toBe('commercial-sales');
    expect(matchRoute('')).toBe('home');
  });
});

describe('resolveRoute', () => {
  it('returns the decoded parameters and the workspace that renders the screen', () => {
    expect(resolveRoute('/news/market%20update-2025')).toEqual({
      screen: 'news-article',
      owner: 'mfe-news',
      params: { slug: 'market update-2025' },
    });
    expect(resolveRoute('/property/abc')).toEqual({
      screen: 'property-detail',
      owner: 'mfe-listings',
      params: { id: 'abc' },
    });
  });

  it('sends a malformed escape to the 404 page rather than throwing', () => {
    expect(resolveRoute('/property/%E0%A4%A')).toEqual({
      screen: '404',
      owner: 'shell',
      params: {},
    });
  });
});

describe('canonicalPath', () => {
  it('spells a static route as the table does', () => {
    expect(canonicalPath(resolveRoute('/Residential/'))).toBe('/residential');
    expect(canonicalPath(resolveRoute('/'))).toBe('/');
  });

  it('keeps the parameters, escaped', () => {
    expect(canonicalPath(resolveRoute('/news/market%20update'))).toBe('/news/market%20update');
    expect(canonicalPath(resolveRoute('/PROPERTY/abc'))).toBe('/property/abc');
  });

  it('has none for the 404 page', () => {
    expect(canonicalPath(resolveRoute('/nowhere'))).toBeUndefined();
  });
});

describe('routesOf', () => {
  it("is a workspace's own routes, in the table's order", () => {
    expect(routesOf('mfe-news')).toEqual([
      { path: '/news', screen: 'news', owner: 'mfe-news' },
      { path: '/news/:slug', screen: 'news-article', owner: 'mfe-news' },
    ]);
    expect(routesOf('mfe-admin').map((route) => route.path)).toEqual(['/admin', '/admin/seo']);
  });
});

describe('screenParams', () => {
  it("is a path's parameters when it shows the screen, else nothing", () => {
    expect(screenParams('news-article', '/news/market%20update?x=1')).toEqual({
      slug: 'market update',
    });
    expect(screenParams('news', '/news')).toEqual({});
    expect(screenParams('news-article', '/news')).toBeUndefined();
    expect(screenParams('development-detail', '/developments/a/b')).toBeUndefined();
  });
});

describe('isAdminPath', () => {
  it("is the admin site's: /admin and everything under it, in any case", () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/seo',
      '/Admin/SEO/',
      '/admin/no-such-screen',
    ]) {
      expect([path, isAdminPath(path)]).toEqual([path, true]);
    }
  });

  it("is the public site's otherwise, however alike the path", () => {
    for (const path of [
      '/',
      '/administration',
      '/admins',
      '/news/admin',
      '/api/admin/properties',
    ]) {
      expect([path, isAdminPath(path)]).toEqual([path, false]);
    }
  });
});
