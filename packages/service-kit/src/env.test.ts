import Joi from 'joi';
import { baseConfig, baseEnvSchema, ConfigError, readEnv } from './env';
import { serverLimitsFromEnv } from './server-limits-env';

describe('readEnv', () => {
  it('validates and converts, with defaults', () => {
    const env = readEnv<Record<string, unknown>>(baseEnvSchema, {
      MONGODB_URI: 'mongodb://127.0.0.1:1/x',
      PORT: '0',
    });
    expect(baseConfig(env, 4101)).toEqual({
      port: 0,
      host: '127.0.0.1',
      mongodbUri: 'mongodb://127.0.0.1:1/x',
      serviceToken: undefined,
      production: false,
    });
  });

  it('lists every problem at once', () => {
    expect(() =>
      readEnv(
        { ...baseEnvSchema, EXTRA: Joi.number().required() },
        { PORT: 'eighty', MONGODB_URI: 'http://x' },
      ),
    ).toThrow(ConfigError);
    try {
      readEnv({ ...baseEnvSchema }, { PORT: 'eighty', MONGODB_URI: 'http://x' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a number',
        'MONGODB_URI must start with mongodb:// or mongodb+srv://',
      ]);
    }
  });

  it('refuses to start in production without SERVICE_TOKEN, naming it', () => {
    const production = { MONGODB_URI: 'mongodb://127.0.0.1:1/x', NODE_ENV: 'production' };
    for (const token of [{}, { SERVICE_TOKEN: '' }]) {
      try {
        readEnv(baseEnvSchema, { ...production, ...token });
        throw new Error('expected a ConfigError');
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          'SERVICE_TOKEN is required in production (at least 16 characters)',
        ]);
      }
    }
    const env = readEnv<Record<string, unknown>>(baseEnvSchema, {
      ...production,
      SERVICE_TOKEN: 'a-production-token-0123',
    });
    expect(baseConfig(env, 4101)).toMatchObject({
      serviceToken: 'a-production-token-0123',
      production: true,
    });
    // Outside production the token stays optional.
    expect(() => readEnv(baseEnvSchema, { MONGODB_URI: 'mongodb://127.0.0.1:1/x' })).not.toThrow();
  });

  it('reads the server limits, with defaults', () => {
    const read = (env: Record<string, string>) =>
      serverLimitsFromEnv(
        readEnv(baseEnvSchema, { MONGODB_URI: 'mongodb://127.0.0.1:1/x', ...env }),
      );
    expect(read({})).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 75_000,
      maxConnections: 1000,
      maxConnectionsPerClient: 0,
    });
    expect(
      read({
        HEADERS_TIMEOUT_MS: '500',
        REQUEST_TIMEOUT_MS: '2000',
        KEEP_ALIVE_TIMEOUT_MS: '3000',
        MAX_CONNECTIONS: '10',
        MAX_CONNECTIONS_PER_CLIENT: '4',
      }),
    ).toEqual({
      headersTimeoutMs: 500,
      requestTimeoutMs: 2000,
      keepAliveTimeoutMs: 3000,
      maxConnections: 10,
      maxConnectionsPerClient: 4,
    });
    expect(() => read({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      'REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS',
    );
  });
});
