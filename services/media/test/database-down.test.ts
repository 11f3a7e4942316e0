import request from 'supertest';
import { startTestService, type TestService } from './support/test-service';
import { closeImageTool, pdf, png } from './support/images';

let service: TestService;
let image: Buffer;

beforeAll(async () => {
  service = await startTestService();
  image = await png(40, 30);
  await service.db.stop();
});
afterAll(async () => {
  await service.stop();
  await closeImageTool();
});

const UNAVAILABLE = { message: 'The database is unavailable. Please try again shortly.' };
const NAME = 'img-0123456789abcdef0123456789abcdef.jpg';

// The connection gives up after 2 s (service-kit); a request must never hang past that.
describe('when the database has stopped', () => {
  it.each([
    ['GET', `/files/${NAME}`],
    ['GET', '/files?uploadedBefore=2030-01-01T00:00:00Z'],
    ['DELETE', `/files/${NAME}`],
    ['POST', '/images'],
    ['POST', '/documents'],
  ])('%s %s answers 503 quickly', async (method, path) => {
    const started = Date.now();
    const res =
      method === 'GET'
        ? await request(service.url).get(path)
        : method === 'DELETE'
          ? await request(service.url).delete(path)
          : path === '/images'
            ? await request(service.url).post(path).attach('images', image, 'a.png')
            : await request(service.url)
                .post(path)
                .field('type', 'brochure')
                .attach('document', pdf(), 'a.pdf');
    expect(res.status).toBe(503);
    expect(res.body).toEqual(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('GET /health answers 503', async () => {
    const res = await request(service.url).get('/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});
