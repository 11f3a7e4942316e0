import request from 'supertest';
import { startTestService, type TestService } from './support/test-service';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
  await service.db.stop();
});
afterAll(async () => {
  await service.stop();
});

// The connection gives up after 2 s (service-kit); a request must never hang past that.
describe('when the database has stopped', () => {
  it.each([
    ['GET', '/articles'],
    ['GET', '/articles?published=true'],
    ['GET', '/articles/some-slug?published=true'],
    ['GET', '/articles/0123456789abcdef01234567'],
    ['POST', '/articles'],
    ['PUT', '/articles/0123456789abcdef01234567'],
    ['DELETE', '/articles/0123456789abcdef01234567'],
    ['GET', '/file-references'],
  ])('%s %s answers 503 quickly', async (method, path) => {
    const started = Date.now();
    const call = request(service.server)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](
      path,
    );
    const res = await (method === 'POST' || method === 'PUT'
      ? call.send({ title: 'T', slug: 't', content: '<p>c</p>' })
      : call);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'The database is unavailable. Please try again shortly.' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('GET /health answers 503', async () => {
    const res = await request(service.server).get('/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});
