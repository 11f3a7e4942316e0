import request from 'supertest';
import { MAX_LIST_LIMIT } from '@reedmere/contracts';
import { DEFAULT_LIST_LIMIT } from '@reedmere/contracts/schemas';
import {
  expectEachRefused,
  expectListQueriesRefused,
  useTestService,
  withWidthVariants,
} from '@reedmere/service-kit/testing';
import { DEVELOPMENTS_COLLECTION } from '../src/data-access/development-model';
import { startTestService } from './support/test-service';

const FULL_BODY = {
  title: 'Riverside Mill',
  description: 'Conversion of a Victorian mill into twelve apartments.',
  location: 'Norwich',
  projectValue: 2_400_000,
  status: 'in_progress',
  startDate: '2025-03-01',
  endDate: '2026-09-30',
  beforeImages: ['/api/files/img-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg'],
  duringImages: ['/api/files/img-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg'],
  afterImages: [],
};
const MISSING_ID = '0123456789abcdef01234567';

const service = useTestService(startTestService, {
  beforeEach: (s) => s.connection.collection(DEVELOPMENTS_COLLECTION).deleteMany({}),
});
const api = () => request(service().server);
const storedCount = () => service().connection.collection(DEVELOPMENTS_COLLECTION).countDocuments();

async function createDevelopment(body: object = FULL_BODY) {
  const res = await api().post('/developments').send(body);
  expect(res.status).toBe(201);
  return res.body as Record<string, unknown> & { id: string };
}

describe('POST /developments', () => {
  it('stores every field and answers 201 with the record as the contracts name it', async () => {
    const res = await api().post('/developments').send(FULL_BODY);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(FULL_BODY);
    expect(res.body.id).toMatch(/^[a-f\d]{24}$/);
    expect(res.body).not.toHaveProperty('_id');
    expect(res.body).not.toHaveProperty('__v');
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    expect(res.body.updatedAt).toBe(res.body.createdAt);
    expect(await storedCount()).toBe(1);
  });

  it('fills the defaults when only the title is given', async () => {
    const created = await createDevelopment({ title: 'Plot 4' });
    expect(created).toMatchObject({
      title: 'Plot 4',
      description: '',
      location: null,
      projectValue: null,
      status: 'planning',
      startDate: null,
      endDate: null,
      beforeImages: [],
      duringImages: [],
      afterImages: [],
    });
  });

  it('stores the description reduced to the allow-list of stored HTML', async () => {
    const created = await createDevelopment({
      title: 'Mill conversion',
      description:
        '<p onclick="steal()">Six flats<script>alert(1)</script></p><img src=x onerror=y>',
    });
    expect(created.description).toBe('<p>Six flats</p>');
    const stored = await api().get(`/developments/${created.id}`);
    expect(stored.body.description).toBe('<p>Six flats</p>');
  });

  it('treats empty dates, location and value as missing', async () => {
    const created = await createDevelopment({
      title: 'Plot 5',
      location: '',
      projectValue: '',
      startDate: '',
      endDate: '',
    });
    expect(created).toMatchObject({ location: null, projectValue: null, startDate: null });
    expect(created.endDate).toBeNull();
  });

  it('refuses a timestamp where a calendar day is expected', async () => {
    const res = await api()
      .post('/developments')
      .send({ title: 'Plot 6', startDate: '2025-01-15T00:00:00.000Z', endDate: '2025-01-15' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'startDate', message: 'Dates must be in the form yyyy-mm-dd' },
    ]);
  });

  it.each([
    [{}, 'title', 'Title is required'],
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: 'T', projectValue: -1 }, 'projectValue', 'Project value must be positive'],
    [{ title: 'T', projectValue: 'lots' }, 'projectValue', 'Project value must be a number'],
    [{ title: 'T', startDate: '01/02/2025' }, 'startDate', 'Dates must be in the form yyyy-mm-dd'],
    [{ title: 'T', endDate: 'soon' }, 'endDate', 'Dates must be in the form yyyy-mm-dd'],
    [
      { title: 'T', startDate: '2025-05-02', endDate: '2025-05-01' },
      'endDate',
      'End date cannot be before the start date',
    ],
  ])('refuses %j with a 400 naming %s', async (body, field, message) => {
    const res = await api().post('/developments').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation failed');
    expect(res.body.errors).toEqual([{ field, message }]);
    expect(await storedCount()).toBe(0);
  });

  it('refuses an unknown status, a bad image URL and unknown fields', async () => {
    const res = await api()
      .post('/developments')
      .send({ title: 'T', status: 'sold', beforeImages: ['javascript:alert(1)'], owner: 'x' });
    expect(res.status).toBe(400);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['status', 'beforeImages.0', 'owner']));
    expect(await storedCount()).toBe(0);
  });

  it('lists every problem at once', async () => {
    const res = await api().post('/developments').send({ projectValue: -5 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'projectValue', message: 'Project value must be positive' },
    ]);
  });

  it('answers malformed JSON with a 400 and no internals', async () => {
    const res = await api()
      .post('/developments')
      .set('content-type', 'application/json')
      .send('{"title": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });
});

describe('GET /developments', () => {
  it('answers an empty array when there are none', async () => {
    const res = await api().get('/developments');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists newest first', async () => {
    const first = await createDevelopment({ title: 'First' });
    const second = await createDevelopment({ title: 'Second' });
    const third = await createDevelopment({ title: 'Third' });
    const res = await api().get('/developments');
    expect(res.status).toBe(200);
    expect(res.body.map((d: { id: string }) => d.id)).toEqual([third.id, second.id, first.id]);
    expect(res.body[0]).not.toHaveProperty('_id');
  });
});

describe('GET /developments, a page at a time', () => {
  const COUNT = DEFAULT_LIST_LIMIT + 10;
  const titles = (list: { title: string }[]) => list.map((d) => d.title);

  beforeEach(async () => {
    for (let i = 1; i <= COUNT; i += 1) await createDevelopment({ title: `Project ${i}` });
  });

  it('answers the newest DEFAULT_LIST_LIMIT without limit, and counts every one', async () => {
    const res = await api().get('/developments');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(DEFAULT_LIST_LIMIT);
    expect(titles(res.body)[0]).toBe(`Project ${COUNT}`);
    expect(res.headers['x-total-count']).toBe(String(COUNT));
  });

  it('pages through every development without overlap, newest first', async () => {
    const first = await api().get(`/developments?limit=${MAX_LIST_LIMIT}`);
    const second = await api().get(`/developments?page=2&limit=${MAX_LIST_LIMIT}`);
    expect(second.headers['x-total-count']).toBe(String(COUNT));
    expect(titles(second.body)).toEqual(
      Array.from(
        { length: COUNT - MAX_LIST_LIMIT },
        (_, i) => `Project ${COUNT - MAX_LIST_LIMIT - i}`,
      ),
    );
    const ids = [...first.body, ...second.body].map((d: { id: string }) => d.id);
    expect(new Set(ids).size).toBe(COUNT);
    // `page` alone uses the site's page size.
    expect((await api().get('/developments?page=2')).body).toHaveLength(12);
    expect((await api().get('/developments?page=9&limit=10')).body).toEqual([]);
  });

  it('refuses a limit above the maximum, a bad page and anything else in the query', async () => {
    await expectListQueriesRefused((query) => api().get(`/developments?${query}`));
  });
});

describe('GET /developments-summary', () => {
  it('counts every status at 0 when there are none', async () => {
    const res = await api().get('/developments-summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 0,
      byStatus: { planning: 0, in_progress: 0, completed: 0 },
    });
  });

  it('counts every development, and each status, however many pages they fill', async () => {
    const statuses = { in_progress: 27, planning: 21, completed: 12 };
    for (const [status, count] of Object.entries(statuses)) {
      for (let i = 1; i <= count; i += 1)
        await createDevelopment({ title: `${status} ${i}`, status });
    }
    const res = await api().get('/developments-summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 60, byStatus: statuses });
    expect(Object.keys(res.body.byStatus)).toEqual(['planning', 'in_progress', 'completed']);
  });

  it('counts a development whose stored status is not one of today’s in the total only', async () => {
    await createDevelopment({ title: 'Built', status: 'completed' });
    await service()
      .connection.collection(DEVELOPMENTS_COLLECTION)
      .insertOne({ title: 'Old record', status: 'archived', createdAt: new Date() });
    const res = await api().get('/developments-summary');
    expect(res.body).toEqual({
      total: 2,
      byStatus: { planning: 0, in_progress: 0, completed: 1 },
    });
  });

  it('follows every write, and is no development of its own', async () => {
    const created = await createDevelopment({ title: 'Mill', status: 'planning' });
    expect((await api().get('/developments-summary')).body.byStatus.planning).toBe(1);
    await api().put(`/developments/${created.id}`).send({ title: 'Mill', status: 'completed' });
    expect((await api().get('/developments-summary')).body.byStatus).toEqual({
      planning: 0,
      in_progress: 0,
      completed: 1,
    });
    await api().delete(`/developments/${created.id}`);
    expect((await api().get('/developments-summary')).body.total).toBe(0);
    // It is beside the developments, not one of them: a project page asking for `summary`
    // finds none.
    expect((await api().get('/developments/summary')).status).toBe(404);
    expect((await api().put('/developments-summary').send({ title: 'T' })).status).toBe(404);
  });
});

describe('GET /developments/:id', () => {
  it('answers the development', async () => {
    const created = await createDevelopment();
    const res = await api().get(`/developments/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
  });

  it.each([MISSING_ID, 'not-an-id', '123'])('answers 404 for %s', async (id) => {
    const res = await api().get(`/developments/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Development not found' });
  });
});

describe('PUT /developments/:id', () => {
  it('replaces the fields and keeps the creation time', async () => {
    const created = await createDevelopment();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await api()
      .put(`/developments/${created.id}`)
      .send({ title: 'Riverside Mill (phase 2)', status: 'completed', afterImages: ['/x.jpg'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      title: 'Riverside Mill (phase 2)',
      status: 'completed',
      location: null,
      projectValue: null,
      startDate: null,
      beforeImages: [],
      afterImages: ['/x.jpg'],
      createdAt: created.createdAt,
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(String(created.updatedAt)));
    const read = await api().get(`/developments/${created.id}`);
    expect(read.body).toEqual(res.body);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const created = await createDevelopment();
    const cases = [
      [{ title: '' }, 'title', 'Title is required'],
      [{ title: 'T', projectValue: -1 }, 'projectValue', 'Project value must be positive'],
      [
        { title: 'T', startDate: '2026-01-02', endDate: '2025-12-31' },
        'endDate',
        'End date cannot be before the start date',
      ],
    ] as const;
    await expectEachRefused((body) => api().put(`/developments/${created.id}`).send(body), cases);
    const read = await api().get(`/developments/${created.id}`);
    expect(read.body).toEqual(created);
  });

  it.each([MISSING_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const res = await api().put(`/developments/${id}`).send({ title: 'T' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Development not found' });
    expect(await storedCount()).toBe(0);
  });
});

describe('DELETE /developments/:id', () => {
  it('deletes and answers 204', async () => {
    const created = await createDevelopment();
    const res = await api().delete(`/developments/${created.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await api().get(`/developments/${created.id}`)).status).toBe(404);
    expect((await api().delete(`/developments/${created.id}`)).status).toBe(404);
  });

  it.each([MISSING_ID, 'not-an-id'])('answers 404 for %s and deletes nothing', async (id) => {
    await createDevelopment();
    const res = await api().delete(`/developments/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Development not found' });
    expect(await storedCount()).toBe(1);
  });
});

describe('GET /file-references', () => {
  it('names the stored files of all three galleries with their variants, once each', async () => {
    const a = 'img-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const b = 'img-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    const c = 'img-cccccccccccccccccccccccccccccccc';
    await createDevelopment({
      title: 'One',
      beforeImages: [`/api/files/${a}.jpg`, 'https://example.com/photo.jpg'],
      duringImages: [`/api/files/${b}.jpg?v=2`],
      afterImages: ['/api/files/static-assets%2Fhero.jpg'],
    });
    await createDevelopment({
      title: 'Two',
      afterImages: [`/api/files/${a}.jpg`, `/api/files/${c}.jpg`],
    });
    const res = await api().get('/file-references');
    expect(res.status).toBe(200);
    expect(res.body.files).toEqual(
      [`${a}.jpg`, `${b}.jpg`, `${c}.jpg`, 'static-assets/hero.jpg']
        .flatMap(withWidthVariants)
        .sort(),
    );
  });
});
