import request from 'supertest';
import { startTestService, type TestService } from './support/test-service';

const TOKEN = 'a-service-token-of-some-length';
let service: TestService;

beforeAll(async () => {
  service = await startTestService(TOKEN);
});
afterAll(async () => {
  await service.stop();
});

describe('with SERVICE_TOKEN set', () => {
  it('refuses calls without the token', async () => {
    const res = await request(service.server).get('/developments');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Forbidden' });
  });

  it('refuses calls with a wrong token', async () => {
    const res = await request(service.server)
      .post('/developments')
      .set('x-service-token', 'not-the-right-token-at-all')
      .send({ title: 'T' });
    expect(res.status).toBe(403);
    const list = await request(service.server).get('/developments').set('x-service-token', TOKEN);
    expect(list.body).toEqual([]);
  });

  it('answers calls with the token, and /health without it', async () => {
    const res = await request(service.server).get('/developments').set('x-service-token', TOKEN);
    expect(res.status).toBe(200);
    expect((await request(service.server).get('/health')).status).toBe(200);
  });

  it('carries the caller’s request id', async () => {
    const res = await request(service.server)
      .get('/developments')
      .set('x-service-token', TOKEN)
      .set('x-request-id', 'req-123');
    expect(res.headers['x-request-id']).toBe('req-123');
  });
});
