import { answer } from '../../test/news-api';
import { fetchListPage, hasNextPage, listView } from '@reedmere/web-kit';

describe('fetchListPage', () => {
  it('reads the page and the count in X-Total-Count, with the session cookie', async () => {
    const fetchMock = jest.fn(async () => answer(200, ['a', 'b'], { 'X-Total-Count': '14' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchListPage('/api/news?page=2&limit=12')).resolves.toEqual({
      items: ['a', 'b'],
      total: 14,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/news?page=2&limit=12', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  });

  it.each([[{}], [{ 'X-Total-Count': '' }], [{ 'X-Total-Count': 'many' }]])(
    'answers the bare list when the count is missing or unreadable (%j)',
    async (headers) => {
      global.fetch = jest.fn(async () => answer(200, ['a'], headers)) as unknown as typeof fetch;
      await expect(fetchListPage('/api/news?page=1&limit=12')).resolves.toEqual(['a']);
    },
  );

  it('throws the API error of a refused read', async () => {
    global.fetch = jest.fn(async () =>
      answer(400, '{"message":"limit must be less than or equal to 50"}'),
    ) as unknown as typeof fetch;
    await expect(fetchListPage('/api/news?page=1&limit=99')).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('listView and hasNextPage', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => i);

  it('takes the total from a counted page', () => {
    const view = listView({ items: twelve, total: 24 }, 1, 12);
    expect(view).toEqual({ items: twelve, total: 24, page: 1 });
    expect(hasNextPage(view, 1, 12)).toBe(true);
    expect(hasNextPage(view, 2, 12)).toBe(false);
  });

  it('knows the total of a bare list only on its last page', () => {
    expect(listView([1, 2], 3, 12).total).toBe(26);
    expect(listView([], 1, 12).total).toBe(0);
    expect(listView(twelve, 1, 12).total).toBeNull();
    // Past the end: how far the list goes is not known.
    expect(listView([], 3, 12).total).toBeNull();
  });

  it('offers a next page after a full bare page, or while another page is shown', () => {
    expect(hasNextPage(listView(twelve, 1, 12), 1, 12)).toBe(true);
    expect(hasNextPage(listView([1, 2], 2, 12), 2, 12)).toBe(false);
    expect(hasNextPage(listView([], 3, 12), 3, 12)).toBe(false);
    expect(hasNextPage(listView([], 3, 12), 4, 12)).toBe(true);
  });
});
