import { resolveRoute, ROUTES } from '@reedmere/contracts';
import { DETAIL_PAGES, detailPageOf } from './detail-pages';

describe('the detail pages', () => {
  it('are screens of the route table whose path names their record', () => {
    for (const screen of Object.keys(DETAIL_PAGES)) {
      const route = ROUTES.find((r) => r.screen === screen);
      expect([screen, route?.path]).toEqual([screen, expect.stringMatching(/\/:[a-z]+$/)]);
    }
  });

  it("read a path's record from the public API and from its service, its parameter escaped", () => {
    const match = resolveRoute('/news/market%20update%3F');
    const page = detailPageOf(match)!;
    expect(page.apiPath(match.params)).toBe('/api/news/market%20update%3F');
    expect([page.service, page.servicePath(match.params), page.serviceQuery]).toEqual([
      'news',
      '/articles/market%20update%3F',
      { published: true },
    ]);
    expect(detailPageOf(resolveRoute('/property/p1'))?.servicePath({ id: 'p1' })).toBe(
      '/properties/p1',
    );
  });

  it('are none of the other pages, nor the 404 page', () => {
    expect(detailPageOf(resolveRoute('/news'))).toBeUndefined();
    expect(detailPageOf(resolveRoute('/no/such/page'))).toBeUndefined();
  });

  it("describe a page from its record's title, text and first picture", () => {
    const meta = DETAIL_PAGES['development-detail']!.describe({
      title: 'Mill Lane',
      description: '<p>Six homes</p>',
      beforeImages: [],
      duringImages: ['/during.jpg'],
      afterImages: [],
    });
    expect(meta).toEqual({ title: 'Mill Lane', description: 'Six homes', image: '/during.jpg' });
  });
});
