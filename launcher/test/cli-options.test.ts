import { parseCliOptions } from '../src/cli-options';
import { redactUri } from '../src/start-stack';

describe('parseCliOptions', () => {
  it('has the documented defaults', () => {
    expect(parseCliOptions([])).toEqual({
      port: 8080,
      host: '127.0.0.1',
      seed: true,
      seedOnly: false,
      jsonLogs: false,
      help: false,
    });
  });

  it('reads every option', () => {
    expect(
      parseCliOptions([
        '--data-dir',
        '/tmp/db',
        '--port',
        '0',
        '--host',
        '0.0.0.0',
        '--no-seed',
        '--json-logs',
      ]),
    ).toEqual({
      dataDir: '/tmp/db',
      port: 0,
      host: '0.0.0.0',
      seed: false,
      seedOnly: false,
      jsonLogs: true,
      help: false,
    });
  });

  it.each(['-1', '65536', '80.5', 'http', ''])('rejects the port %p', (port) => {
    expect(() => parseCliOptions([`--port=${port}`])).toThrow(/--port must be a whole number/);
  });

  it('reads --seed-only, which cannot be combined with --no-seed', () => {
    expect(parseCliOptions(['--seed-only'])).toMatchObject({ seed: true, seedOnly: true });
    expect(() => parseCliOptions(['--seed-only', '--no-seed'])).toThrow(/contradict/);
  });

  it('gives --seed-only a free port unless one is named', () => {
    expect(parseCliOptions(['--seed-only']).port).toBe(0);
    expect(parseCliOptions(['--seed-only', '--port', '8081']).port).toBe(8081);
  });

  it("reads the admin site's port, which must differ from the site's", () => {
    expect(parseCliOptions(['--port', '9000', '--admin-port', '9100'])).toMatchObject({
      port: 9000,
      adminPort: 9100,
    });
    expect(parseCliOptions(['--port', '0', '--admin-port', '0'])).toMatchObject({ adminPort: 0 });
    expect(() => parseCliOptions(['--port', '9000', '--admin-port', '9000'])).toThrow(
      /--admin-port must differ from --port/,
    );
    expect(() => parseCliOptions(['--admin-port', 'x'])).toThrow(
      /--admin-port must be a whole number/,
    );
  });

  it('rejects unknown options', () => {
    expect(() => parseCliOptions(['--seed-everything'])).toThrow(/Unknown option/);
  });
});

describe('redactUri', () => {
  it('hides a password but keeps the rest', () => {
    expect(redactUri('mongodb://admin:s3cret@db.example:27017/reedmere')).toBe(
      'mongodb://admin:****@db.example:27017/reedmere',
    );
  });

  it('leaves a URI without credentials alone', () => {
    expect(redactUri('mongodb://127.0.0.1:27017/')).toBe('mongodb://127.0.0.1:27017/');
  });
});
