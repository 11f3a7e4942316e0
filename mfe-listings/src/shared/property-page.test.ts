import { isApiError } from '@reedmere/web-kit';
import { mockFetchForEachTest } from '@reedmere/web-kit/testing';
import { makeProperties } from '../../test/fixtures';
import { answer } from '../../test/listings-api';
import { fetchPropertyPage, hasNextPage, isUnavailable, listView } from './property-page';

const homes = makeProperties(3);
const fetchMock = mockFetchForEachTest();

describe('fetchPropertyPage', () => {
  it('answers the listings with the count of every match from X-Total-Count', async () => {
    fetchMock.mockResolvedValue(answer(200, homes, { 'x-total-count': '63' }));
    await expect(fetchPropertyPage('/api/properties?page=6&limit=12')).resolves.toEqual({
      items: homes,
      total: 63,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/properties?page=6&limit=12');
    expect(init).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json' } });
  });

  it('answers the bare list when the count is missing or not a count', async () => {
    const headers: Record<string, string>[] = [
      {},
      { 'X-Total-Count': '' },
      { 'X-Total-Count': '-1' },
      { 'X-Total-Count': '2.5' },
    ];
    for (const header of headers) {
      fetchMock.mockResolvedValueOnce(answer(200, homes, header));
      await expect(fetchPropertyPage('/api/properties')).resolves.toEqual(homes);
    }
  });

  it('passes the unavailable message on as it came', async () => {
    const down = { message: 'Back soon.', suggestion: 'Call us.' };
    fetchMock.mockResolvedValue(answer(200, down));
    const got = await fetchPropertyPage('/api/properties?page=1&limit=12');
    expect(got).toEqual(down);
    expect(isUnavailable(got)).toBe(true);
  });

  it('throws the API error of a refused read', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: '"limit" must be at most 50' }));
    const error: unknown = await fetchPropertyPage('/api/properties?limit=60').catch((e) => e);
    expect(isApiError(error) && error.status).toBe(400);
    expect(isApiError(error) && error.serverMessage).toBe('"limit" must be at most 50');
  });
});

describe('listView', () => {
  it('takes the count an answer carries', () => {
    expect(listView({ items: homes, total: 40 }, 2, 12)).toEqual({ items: homes, total: 40 });
    expect(isUnavailable({ items: homes, total: 40 })).toBe(false);
    expect(isUnavailable(homes)).toBe(false);
  });

  it('counts a bare list only on its last page', () => {
    expect(listView(homes, 1, 12).total).toBe(3);
    expect(listView(homes, 3, 12).total).toBe(27);
    expect(listView([], 1, 12).total).toBe(0);
    // A full page, or an empty page past the first, does not say how many there are.
    expect(listView(makeProperties(12), 1, 12).total).toBeNull();
    expect(listView([], 4, 12).total).toBeNull();
  });
});

describe('hasNextPage', () => {
  it('goes by the count when there is one, else by a full page', () => {
    expect(hasNextPage({ items: makeProperties(12), total: 24 }, 2, 12)).toBe(false);
    expect(hasNextPage({ items: makeProperties(12), total: 25 }, 2, 12)).toBe(true);
    expect(hasNextPage({ items: makeProperties(12), total: null }, 2, 12)).toBe(true);
    expect(hasNextPage({ items: homes, total: null }, 2, 12)).toBe(false);
  });
});
