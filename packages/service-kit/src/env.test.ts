import { newStaffKeyPair } from './acting-staff';
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
      callerTokens: undefined,
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

  it('refuses to start in production without CALLER_TOKENS, naming it', () => {
    const production = {
      MONGODB_URI: 'mongodb://127.0.0.1:1/x',
      NODE_ENV: 'production',
      STAFF_ASSERTION_PUBLIC_KEY: newStaffKeyPair().publicKey,
    };
    for (const callers of [{}, { CALLER_TOKENS: '' }, { CALLER_TOKENS: '  ' }]) {
      try {
        readEnv(baseEnvSchema, { ...production, ...callers });
        throw new Error('expected a ConfigError');
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          'CALLER_TOKENS is required in production (name:token of each caller answered, tokens of at least 16 characters)',
        ]);
      }
    }
    const env = readEnv<Record<string, unknown>>(baseEnvSchema, {
      ...production,
      CALLER_TOKENS: 'bff:a-production-token-0123',
    });
    const callers = [{ name: 'bff', token: 'a-production-token-0123' }];
    expect(baseConfig(env, 4101)).toMatchObject({ callerTokens: callers, production: true });
    // Outside production the callers stay optional: the service answers every caller.
    for (const callers of [{}, { CALLER_TOKENS: '' }]) {
      const open = readEnv<Record<string, unknown>>(baseEnvSchema, {
        MONGODB_URI: 'mongodb://127.0.0.1:1/x',
        ...callers,
      });
      expect(baseConfig(open, 4101).callerTokens).toBeUndefined();
    }
  });

  it('reads CALLER_TOKENS into the callers, and names what is wrong with one', () => {
    const read = (value: string) =>
      baseConfig(
        readEnv(baseEnvSchema, { MONGODB_URI: 'mongodb://127.0.0.1:1/x', CALLER_TOKENS: value }),
        4101,
      ).callerTokens;
    expect(read(' bff:bff-token-0123456789 , content:content-token-012345 ')).toEqual([
      { name: 'bff', token: 'bff-token-0123456789' },
      { name: 'content', token: 'content-token-012345' },
    ]);
    const problems = (value: string): string[] => {
      try {
        read(value);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      throw new Error('expected a ConfigError');
    };
    expect(problems('bff-token-0123456789')).toEqual([
      'CALLER_TOKENS must list the callers as name:token, separated by commas (e.g. bff:<token>,content:<token>)',
    ]);
    expect(problems('bff:short')).toEqual([
      'CALLER_TOKENS: the token of bff must be at least 16 characters, without spaces',
    ]);
    expect(problems('Bff_1:bff-token-0123456789')).toEqual([
      'CALLER_TOKENS: the caller name Bff_1 must be lowercase letters and hyphens',
    ]);
    expect(problems('bff:bff-token-0123456789,bff:other-token-0123456')).toEqual([
      'CALLER_TOKENS names the caller bff more than once',
    ]);
    expect(problems('bff:same-token-0123456789,seed:same-token-0123456789')).toEqual([
      'CALLER_TOKENS gives bff and seed the same token',
    ]);
    expect(problems('bff:bff-token-0123456789,')).toHaveLength(1);
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

  it('reads how long a starting service waits for its database: 10 s, never under one try', () => {
    const read = (env: Record<string, string>) =>
      readEnv<Record<string, unknown>>(baseEnvSchema, {
        MONGODB_URI: 'mongodb://127.0.0.1:1/x',
        ...env,
      }).DATABASE_START_WAIT_MS;
    expect(read({})).toBe(10_000);
    expect(read({ DATABASE_START_WAIT_MS: '4000' })).toBe(4000);
    expect(() => read({ DATABASE_START_WAIT_MS: '500' })).toThrow(
      'DATABASE_START_WAIT_MS must be greater than or equal to 2000',
    );
    expect(() => read({ DATABASE_START_WAIT_MS: 'soon' })).toThrow(
      'DATABASE_START_WAIT_MS must be a number',
    );
  });
});
