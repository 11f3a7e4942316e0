import { useTestService } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';

describe('the identity service', () => {
  const service = useTestService(startTestService);

  it('lists no admin accounts: GET /users is a JSON 404', async () => {
    const response = await service().http().get('/users').expect(404);
    expect(response.body).toEqual({ message: 'No route for GET /users' });
  });

  it('creates none over HTTP: POST /users is a JSON 404 and adds nothing', async () => {
    const response = await service()
      .http()
      .post('/users')
      .send({ email: 'x@reedmere.test', password: 'long enough secret', name: 'X' })
      .expect(404);
    expect(response.body).toEqual({ message: 'No route for POST /users' });
    expect(await service().connection.collection('admin_users').countDocuments({})).toBe(0);
  });
});
