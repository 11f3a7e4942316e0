import { createPageCache, pageKey } from '../src/page-cache';
import type { RenderedPage } from '../src/render-page';

const parts = {
  url: '/stamp-duty-calculator',
  origin: 'https://www.reedmere.example',
  registryVersion: 'r1',
  shellVersion: 's1',
  dataVersion: 'd1',
  day: '2026-11-30',
};

describe('the page cache', () => {
  it('keys a page by the day too: a page rendered yesterday is not served today', () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page: RenderedPage = {
      status: 200,
      html: '<main>30 November 2026</main>',
      complete: true,
    };
    cache.set(pageKey(parts)!, page);
    expect(cache.get(pageKey(parts)!)).toBe(page);
    expect(cache.get(pageKey({ ...parts, day: '2026-12-01' })!)).toBeUndefined();
  });

  it('keeps no page whose versions the site did not name, nor one rendered incomplete', () => {
    expect(pageKey({ ...parts, dataVersion: undefined })).toBeUndefined();
    const cache = createPageCache({ ttlMs: 60_000 });
    cache.set(pageKey(parts)!, { status: 200, html: '<main></main>', complete: false });
    expect(cache.get(pageKey(parts)!)).toBeUndefined();
  });
});
