import { childEnv } from '../src/child-env';

describe('childEnv', () => {
  const env = {
    PATH: '/usr/bin',
    NODE_ENV: 'test',
    JWT_SECRET: 'j'.repeat(40),
    ADMIN_PASSWORD: 'launcher-admin-password',
    MONGODB_URI: 'mongodb://db.example/',
    SOME_SECRET: 'unrelated',
    IMAGE_WORKERS: '3',
  };

  it('passes on only what the allow-list inherits', () => {
    expect(childEnv('database', env)).toEqual({ PATH: '/usr/bin' });
    expect(childEnv('media', env)).toEqual({
      PATH: '/usr/bin',
      NODE_ENV: 'test',
      IMAGE_WORKERS: '3',
    });
    expect(childEnv('bff', env)).toEqual({
      PATH: '/usr/bin',
      NODE_ENV: 'test',
      JWT_SECRET: env.JWT_SECRET,
    });
  });

  it("puts the launcher's own values on top, and never passes on the launcher's value of those", () => {
    expect(childEnv('listings', env, { MONGODB_URI: 'mongodb://127.0.0.1:1/', PORT: '0' })).toEqual(
      {
        PATH: '/usr/bin',
        NODE_ENV: 'test',
        MONGODB_URI: 'mongodb://127.0.0.1:1/',
        PORT: '0',
      },
    );
    expect(childEnv('listings', env).MONGODB_URI).toBeUndefined();
    expect(childEnv('renderer', env, { NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  it('leaves out a value the launcher does not have', () => {
    expect(childEnv('identity', env, { ADMIN_PASSWORD: undefined }).ADMIN_PASSWORD).toBe(
      env.ADMIN_PASSWORD,
    );
    expect('LISTINGS_URL' in childEnv('content', {}, { LISTINGS_URL: undefined })).toBe(false);
  });

  it('refuses to give a child a variable its allow-list does not name', () => {
    expect(() => childEnv('renderer', env, { SERVICE_TOKEN: 'x' })).toThrow(
      'SERVICE_TOKEN is not in the environment allow-list of the renderer',
    );
  });
});
