import { answer, installFetchStub, sentBody } from '../testing/fetch-stub';
import { itemUrl, jsonCollection } from './json-collection';

describe('jsonCollection', () => {
  const { fetchStub, calls } = installFetchStub();
  const things = jsonCollection<{ id: string }, { name: string }>('/api/things');

  it('creates with a POST to the collection and updates with a PUT to the item', async () => {
    fetchStub.mockResolvedValue(answer(200, '{"id":"t1"}'));
    await expect(things.create({ name: 'one' })).resolves.toEqual({ id: 't1' });
    await expect(things.update('t1', { name: 'two' })).resolves.toEqual({ id: 't1' });
    expect(calls()).toEqual(['POST /api/things', 'PUT /api/things/t1']);
    expect(sentBody(fetchStub.mock.calls[1]?.[1])).toEqual({ name: 'two' });
  });

  it('deletes at the item, its id escaped', async () => {
    fetchStub.mockResolvedValue(answer(204));
    await expect(things.remove('a/b c')).resolves.toBeUndefined();
    expect(calls()).toEqual(['DELETE /api/things/a%2Fb%20c']);
    expect(itemUrl('/api/things', 'x?y')).toBe('/api/things/x%3Fy');
  });
});
