import request from 'supertest';
import { startTestService, type TestService } from './support/test-service';
import { pdf } from './support/images';

const TOKEN = 'a-long-enough-service-token';
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ serviceToken: TOKEN });
});
afterAll(async () => {
  await service.stop();
});

describe('with SERVICE_TOKEN set', () => {
  it('answers /health without the token', async () => {
    expect((await request(service.url).get('/health')).status).toBe(200);
  });

  it('refuses calls without the right token, and stores nothing', async () => {
    for (const token of [undefined, 'wrong-token-of-some-length']) {
      let call = request(service.url).post('/documents');
      if (token) call = call.set('x-service-token', token);
      const res = await call.field('type', 'brochure').attach('document', pdf(), 'a.pdf');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Forbidden' });
    }
    expect(await service.storedNames()).toEqual([]);
    expect((await request(service.url).get('/files')).status).toBe(403);
  });

  it('accepts calls with the token', async () => {
    const res = await request(service.url)
      .post('/documents')
      .set('x-service-token', TOKEN)
      .field('type', 'brochure')
      .attach('document', pdf(), 'a.pdf');
    expect(res.status).toBe(201);
  });
});
