import { useTestService } from '@reedmere/service-kit/testing';
import { startTestService, ADDRESS } from './support/test-service';

describe('POST /users', () => {
  const service = useTestService(startTestService);

  const users = () => service().connection.collection('admin_users');
  const postUser = (body: object) => service().http().post('/users').send(body);

  it('creates a user, stores the email lower-case and answers 201 without secrets', async () => {
    const response = await postUser({
      email: ' Jo.Smith@Reedmere.Test ',
      password: 'a long enough secret',
      name: ' Jo ',
    }).expect(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[a-f\d]{24}$/),
      email: 'jo.smith@reedmere.test',
      name: 'Jo',
    });
    await service()
      .http()
      .post('/login')
      .send({ email: 'jo.smith@reedmere.test', password: 'a long enough secret', address: ADDRESS })
      .expect(200);
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const password = 'a long enough secret';
    await postUser({ email: 'second@reedmere.test', password, name: 'Second' }).expect(201);
    const first = await users().findOne({ email: 'jo.smith@reedmere.test' });
    const second = await users().findOne({ email: 'second@reedmere.test' });
    expect(second?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(JSON.stringify(second)).not.toContain(password);
    // Same password, different salt, different hash.
    expect(second?.passwordHash).not.toBe(first?.passwordHash);
  });

  it('answers 409 for an email that exists, whatever its case', async () => {
    const response = await postUser({
      email: 'JO.SMITH@reedmere.test',
      password: 'another long secret',
      name: 'Twin',
    }).expect(409);
    expect(response.body).toEqual({ message: 'A user with this email already exists' });
    expect(await users().countDocuments({ email: 'jo.smith@reedmere.test' })).toBe(1);
  });

  it('refuses a password shorter than 12 characters with a clear message', async () => {
    const response = await postUser({
      email: 'short@reedmere.test',
      password: 'elevenchars',
      name: 'Short',
    }).expect(400);
    expect(response.body).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'password', message: 'Password must be at least 12 characters' }],
    });
    expect(await users().countDocuments({ email: 'short@reedmere.test' })).toBe(0);
  });

  it('lists every problem of an invalid body and changes nothing', async () => {
    const before = await users().countDocuments({});
    const missing = await postUser({}).expect(400);
    expect(missing.body.errors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
      { field: 'name', message: 'Name is required' },
    ]);
    const invalid = await postUser({
      email: 'not-an-email',
      password: 'p'.repeat(1025),
      name: 'n'.repeat(101),
      role: 'owner',
    }).expect(400);
    expect(invalid.body.errors).toEqual([
      { field: 'email', message: 'Email must be a valid email address' },
      { field: 'password', message: 'Password must be at most 1024 characters' },
      { field: 'name', message: 'Name must be at most 100 characters' },
      { field: 'role', message: 'role is not allowed' },
    ]);
    const blank = await postUser({ email: '', password: '', name: '   ' }).expect(400);
    expect(blank.body.errors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
      { field: 'name', message: 'Name is required' },
    ]);
    expect(await users().countDocuments({})).toBe(before);
  });
});
