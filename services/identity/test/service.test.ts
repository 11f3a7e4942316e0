import { startTestService, type TestService } from './support/test-service';

describe('the identity service', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('reports its health', async () => {
    const response = await service.http().get('/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers its (empty) file references', async () => {
    const response = await service.http().get('/file-references').expect(200);
    expect(response.body).toEqual({ files: [] });
  });

  it('answers unknown routes with JSON 404', async () => {
    const response = await service.http().get('/users').expect(404);
    expect(response.body).toEqual({ message: 'No route for GET /users' });
  });
});

describe('with a service token', () => {
  let service: TestService;
  const token = 'a-service-token-of-some-length';

  beforeAll(async () => {
    service = await startTestService({ serviceToken: token });
  });
  afterAll(() => service.close());

  it('answers only callers that carry it (health excepted)', async () => {
    await service.http().get('/health').expect(200);
    const refused = await service
      .http()
      .get(`/sessions/${'a'.repeat(64)}`)
      .expect(403);
    expect(refused.body).toEqual({ message: 'Forbidden' });
    await service
      .http()
      .get(`/sessions/${'a'.repeat(64)}`)
      .set('x-service-token', token)
      .expect(404);
  });
});

describe('when the database stops', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
    await service.db.stop();
  });
  afterAll(() => service.close());

  const quickly = async (call: () => PromiseLike<{ status: number; body: unknown }>) => {
    const started = Date.now();
    const response = await call();
    expect(Date.now() - started).toBeLessThan(6000);
    return response;
  };

  it('answers 503 quickly instead of hanging', async () => {
    const health = await quickly(() => service.http().get('/health'));
    expect(health.status).toBe(503);
    const login = await quickly(() =>
      service
        .http()
        .post('/login')
        .send({ email: 'admin@reedmere.test', password: 'whatever it is', address: '1.2.3.4' }),
    );
    expect(login.status).toBe(503);
    expect(login.body).toEqual({
      message: 'The database is unavailable. Please try again shortly.',
    });
    const session = await quickly(() => service.http().get(`/sessions/${'b'.repeat(64)}`));
    expect(session.status).toBe(503);
    const user = await quickly(() =>
      service
        .http()
        .post('/users')
        .send({ email: 'x@reedmere.test', password: 'long enough secret', name: 'X' }),
    );
    expect(user.status).toBe(503);
  });
});
