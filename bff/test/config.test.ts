import { ConfigError, loadConfig } from '../src/config';

const URI = 'mongodb://127.0.0.1:27017/reedmere';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    expect(loadConfig({ MONGODB_URI: URI })).toEqual({
      port: 8080,
      host: '127.0.0.1',
      mongodbUri: URI,
      seedDemoContent: false,
    });
  });

  it('reads every variable', () => {
    expect(
      loadConfig({ MONGODB_URI: URI, PORT: '0', HOST: '0.0.0.0', SEED_DEMO_CONTENT: 'true' }),
    ).toEqual({ port: 0, host: '0.0.0.0', mongodbUri: URI, seedDemoContent: true });
  });

  it('requires MONGODB_URI', () => {
    expect(() => loadConfig({})).toThrow(/MONGODB_URI is required/);
  });

  it('reports every problem at once', () => {
    try {
      loadConfig({ MONGODB_URI: 'http://example.com', PORT: '80a', SEED_DEMO_CONTENT: 'yes' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a whole number from 0 to 65535 (got "80a")',
        'MONGODB_URI must start with mongodb:// or mongodb+srv://',
        'SEED_DEMO_CONTENT must be true or false (got "yes")',
      ]);
    }
  });

  it('rejects a port above 65535', () => {
    expect(() => loadConfig({ MONGODB_URI: URI, PORT: '70000' })).toThrow(/PORT/);
  });
});
