// The stack on an empty database (--no-seed): every list is an empty array.
import { api } from '../src/api';

describe('the API on an empty database', () => {
  it.each([
    '/api/properties',
    '/api/properties?propertyType=residential&page=1&limit=12',
    '/api/properties/under-offer',
    '/api/developments',
    '/api/news',
  ])('GET %s answers an empty array', async (path) => {
    const response = await api('empty', path);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    if (path.startsWith('/api/properties?') || path === '/api/properties') {
      expect(response.headers.get('x-total-count')).toBe('0');
    }
  });

  it('GET /api/home has every section empty', async () => {
    const response = await api('empty', '/api/home');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      residentialSales: [],
      commercialSales: [],
      commercialLettings: [],
      underOffer: [],
      developments: [],
    });
  });

  it('has no SEO record and no hero image yet', async () => {
    const seo = await api('empty', '/api/seo-pages/path/home');
    expect({ status: seo.status, body: seo.body }).toEqual({ status: 200, body: null });
    expect((await api('empty', '/api/files/static-assets%2Fhome.jpg')).status).toBe(404);
  });
});
