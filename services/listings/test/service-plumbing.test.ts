import { createProperty, propertyBody, startHarness, type Harness } from './support/test-service';

describe('health, token and unknown routes', () => {
  let h: Harness;
  const token = 'a-service-token-of-some-length';

  beforeAll(async () => {
    h = await startHarness({ serviceToken: token });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('answers GET /health without the token', async () => {
    const res = await h.http().get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('refuses calls without the right token', async () => {
    expect((await h.http().get('/properties')).status).toBe(403);
    expect((await h.http().get('/properties').set('x-service-token', 'wrong')).status).toBe(403);
    const res = await h.http().post('/properties').send(propertyBody());
    expect(res.status).toBe(403);
    expect(await h.connection.collection('properties').countDocuments()).toBe(0);
  });

  it('answers calls with the token and carries the request id', async () => {
    const res = await h
      .http()
      .get('/properties')
      .set('x-service-token', token)
      .set('x-request-id', 'req-123');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('req-123');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await h.http().get('/nowhere').set('x-service-token', token);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No route/);
  });
});

describe('a stopped database', () => {
  let h: Harness;
  let id: string;

  beforeAll(async () => {
    h = await startHarness();
    id = (await createProperty(h)).id;
    await h.db.stop();
  });
  afterAll(async () => {
    await h.stop();
  });

  it.each([
    ['GET', '/properties'],
    ['GET', '/properties/under-offer'],
    ['GET', '/file-references'],
    ['POST', '/properties'],
  ])('gives 503 quickly for %s %s, without database text', async (method, path) => {
    const started = Date.now();
    const res =
      method === 'GET' ? await h.http().get(path) : await h.http().post(path).send(propertyBody());
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'The database is unavailable. Please try again shortly.' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives 503 quickly for a record', async () => {
    const started = Date.now();
    const res = await h.http().get(`/properties/${id}`);
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports the database as down on /health', async () => {
    const res = await h.http().get('/health');
    expect(res.status).toBe(503);
    expect(res.body.database).toBe('down');
  });
});
