import Joi from 'joi';
import { baseConfig, baseEnvSchema, ConfigError, readEnv } from './env';

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
});
