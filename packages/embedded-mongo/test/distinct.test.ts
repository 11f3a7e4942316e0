// distinct: scalar fields, array fields (flattened), dotted paths, filters (driver and mongoose).
import { Double, Int32, Long } from 'mongodb';
import { useTarget } from './support/connection-target';
import { agentModel } from './support/models';

const target = useTarget('distinct');

const sorted = (values: unknown[]) =>
  [...values].sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));

describe('distinct (driver)', () => {
  beforeAll(async () => {
    await target()
      .coll('homes')
      .insertMany([
        { town: 'Holt', tags: ['garden', 'garage'], address: { county: 'Norfolk' }, beds: 3 },
        { town: 'Holt', tags: ['garden'], address: { county: 'Norfolk' }, beds: 2 },
        { town: 'Cromer', tags: ['sea-view', 'garden'], address: { county: 'Norfolk' }, beds: 3 },
        { town: 'Bungay', tags: [], address: { county: 'Suffolk' } },
        { town: 'Diss', tags: 'period', beds: 4 },
      ]);
  });
  const c = () => target().coll('homes');

  it('returns each value of a scalar field once', async () => {
    expect(sorted(await c().distinct('town'))).toEqual(['Bungay', 'Cromer', 'Diss', 'Holt']);
    expect(sorted(await c().distinct('beds'))).toEqual([2, 3, 4]);
  });

  it('flattens array fields into their elements', async () => {
    expect(sorted(await c().distinct('tags'))).toEqual(['garage', 'garden', 'period', 'sea-view']);
  });

  it('follows dotted paths and skips documents without the field', async () => {
    expect(sorted(await c().distinct('address.county'))).toEqual(['Norfolk', 'Suffolk']);
  });

  it('applies a filter first', async () => {
    expect(sorted(await c().distinct('tags', { town: 'Holt' }))).toEqual(['garage', 'garden']);
    expect(await c().distinct('town', { beds: { $gte: 4 } })).toEqual(['Diss']);
  });

  it('a missing collection or field gives an empty list', async () => {
    expect(await target().coll('nothing_here').distinct('x')).toEqual([]);
    expect(await c().distinct('nope')).toEqual([]);
  });

  it('the raw command answers { values, ok: 1 }', async () => {
    const res = await target().db.command({
      distinct: 'homes',
      key: 'town',
      query: { town: /^[CD]/ },
    });
    expect(res.ok).toBe(1);
    expect(sorted(res.values as unknown[])).toEqual(['Cromer', 'Diss']);
  });

  it('numerically equal values of different types count once', async () => {
    const n = target().coll('numbers');
    await n.insertMany([
      { v: new Int32(1) },
      { v: new Double(1) },
      { v: Long.fromNumber(1) },
      { v: 2 },
    ]);
    expect(sorted(await n.distinct('v'))).toEqual([1, 2]);
  });
});

describe('distinct (mongoose)', () => {
  it('Model.distinct on a scalar and an array field', async () => {
    const conn = await target().mongoose();
    const Agents = await agentModel(conn);
    await Agents.insertMany([
      { email: 'a@x.example', name: 'A', branch: 'Holt', languages: ['en', 'fr'] },
      { email: 'b@x.example', name: 'B', branch: 'Holt' },
      { email: 'c@x.example', name: 'C', branch: 'Cromer', languages: ['de', 'en'] },
    ]);
    expect(sorted(await Agents.distinct('branch'))).toEqual(['Cromer', 'Holt']);
    expect(sorted(await Agents.distinct('languages'))).toEqual(['de', 'en', 'fr']);
    expect(sorted(await Agents.distinct('languages', { branch: 'Holt' }))).toEqual(['en', 'fr']);
  });
});
