import { adminCredentials, DEV_ADMIN, serviceEnv, serviceToken } from '../src/service-env';

describe('the environment of the services', () => {
  const settings = { databaseUri: 'mongodb://127.0.0.1:1/', token: 't'.repeat(64) };

  it('makes a random 32-byte token per run unless SERVICE_TOKEN is given', () => {
    const first = serviceToken({});
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(serviceToken({})).not.toBe(first);
    expect(serviceToken({ SERVICE_TOKEN: 'given-token-of-enough-length' })).toBe(
      'given-token-of-enough-length',
    );
  });

  it('uses the development admin only outside production', () => {
    expect(adminCredentials({})).toEqual({ ...DEV_ADMIN, isDevelopmentDefault: true });
    expect(adminCredentials({ NODE_ENV: 'production' })).toBeUndefined();
    expect(
      adminCredentials({
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'a@b.example',
        ADMIN_PASSWORD: 'pw',
      }),
    ).toEqual({ email: 'a@b.example', password: 'pw', isDevelopmentDefault: false });
  });

  it('gives each service the database, a free port, the token; admin and SMTP only where needed', () => {
    const env = { PORT: '8080', SMTP_URL: 'smtp://mail.example:25', ADMIN_PASSWORD: 'x' };
    const admin = adminCredentials({})!;
    const listings = serviceEnv('listings', env, { ...settings, admin });
    expect(listings).toMatchObject({
      MONGODB_URI: settings.databaseUri,
      HOST: '127.0.0.1',
      PORT: '0',
      SERVICE_TOKEN: settings.token,
    });
    expect(listings.SMTP_URL).toBeUndefined();
    expect(listings.ADMIN_PASSWORD).toBeUndefined();
    expect(serviceEnv('content', env, { ...settings, admin }).SMTP_URL).toBe(env.SMTP_URL);
    expect(serviceEnv('identity', env, { ...settings, admin })).toMatchObject({
      ADMIN_EMAIL: DEV_ADMIN.email,
      ADMIN_PASSWORD: DEV_ADMIN.password,
    });
  });
});
