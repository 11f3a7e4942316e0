// A client may send back what it read: every demo record, as the admin's lists answer it, is
// accepted unchanged by its PUT, and stays as it was.
import { RECORD_ID_MISMATCH_MESSAGE } from '@reedmere/contracts/schemas';
import { signIn, type AdminSession } from '../src/admin-session';

interface StoredRecord {
  id: string;
  updatedAt: string;
  [field: string]: unknown;
}

const KINDS = [
  { list: '/api/admin/properties', one: (id: string) => `/api/properties/${id}` },
  { list: '/api/developments', one: (id: string) => `/api/developments/${id}` },
  { list: '/api/news/admin', one: (id: string) => `/api/news/${id}` },
  { list: '/api/seo-pages', one: (id: string) => `/api/seo-pages/${id}` },
] as const;

const withoutUpdatedAt = ({ updatedAt: _updatedAt, ...rest }: StoredRecord) => rest;
/** The records by id, whatever order a list puts them in (the admin's articles: last edited). */
const byId = (records: StoredRecord[]) =>
  [...records].sort((a, b) => a.id.localeCompare(b.id)).map(withoutUpdatedAt);

describe('PUT of a record as GET answered it, on the demo site', () => {
  let admin: AdminSession;
  beforeAll(async () => {
    admin = await signIn('demo');
  });

  it.each(KINDS)('every record of $list goes back unchanged', async (kind) => {
    const before = await admin.call<StoredRecord[]>(kind.list);
    expect(before.status).toBe(200);
    expect(before.body.length).toBeGreaterThan(0);
    const answers = [];
    for (const record of before.body) {
      const put = await admin.call<StoredRecord>(kind.one(record.id), {
        method: 'PUT',
        json: record,
      });
      answers.push({ id: record.id, status: put.status, text: put.status === 200 ? '' : put.text });
      if (put.status === 200) expect(withoutUpdatedAt(put.body)).toEqual(withoutUpdatedAt(record));
    }
    expect(answers).toEqual(before.body.map((r) => ({ id: r.id, status: 200, text: '' })));
    const after = await admin.call<StoredRecord[]>(kind.list);
    expect(byId(after.body)).toEqual(byId(before.body));
  });

  it('a record sent to another record of the list is refused, and neither changes', async () => {
    const before = await admin.call<StoredRecord[]>('/api/admin/properties');
    const [first, second] = before.body;
    const put = await admin.call(`/api/properties/${second!.id}`, {
      method: 'PUT',
      json: first,
    });
    expect(put.status).toBe(400);
    expect(put.body).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'id', message: RECORD_ID_MISMATCH_MESSAGE }],
    });
    expect((await admin.call<StoredRecord[]>('/api/admin/properties')).body).toEqual(before.body);
  });
});
