import { Catalog } from './catalog';
import { expireDocuments } from './ttl';

describe('expireDocuments', () => {
  it('deletes documents whose indexed date is older than expireAfterSeconds, and nothing else', () => {
    const catalog = new Catalog();
    const sessions = catalog.ensureCollection('app', 'sessions');
    catalog.createIndex(sessions, {
      v: 2,
      key: { createdAt: 1 },
      name: 'createdAt_1',
      expireAfterSeconds: 60,
    });
    const now = Date.parse('2026-01-01T12:00:00Z');
    catalog.put(sessions, { _id: 'old', createdAt: new Date(now - 61_000) });
    catalog.put(sessions, { _id: 'fresh', createdAt: new Date(now - 59_000) });
    catalog.put(sessions, { _id: 'no-date', createdAt: 'yesterday' });
    catalog.put(sessions, { _id: 'array', createdAt: [new Date(now), new Date(now - 120_000)] });
    catalog.takePending();

    expect(expireDocuments(catalog, now)).toBe(2);
    expect([...sessions.documents.values()].map((d) => d._id)).toEqual(['fresh', 'no-date']);
    expect(catalog.takePending().map((r) => r.op)).toEqual(['delete', 'delete']);
  });
});
