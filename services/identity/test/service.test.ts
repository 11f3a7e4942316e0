import { startTestService, type TestService } from './support/test-service';

describe('the identity service', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.stop());

  it('lists no admin accounts: GET /users is a JSON 404', async () => {
    const response = await service.http().get('/users').expect(404);
    expect(response.body).toEqual({ message: 'No route for GET /users' });
  });
});
