import { useTestService } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';

describe('the identity service', () => {
  const service = useTestService(startTestService);

  it('lists no admin accounts: GET /users is a JSON 404', async () => {
    const response = await service().http().get('/users').expect(404);
    expect(response.body).toEqual({ message: 'No route for GET /users' });
  });
});
