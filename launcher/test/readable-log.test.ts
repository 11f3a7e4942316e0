import { createReadableLog } from '../src/readable-log';

/** What the terminal shows for these lines of the site's processes. */
function shown(lines: string[]): string[] {
  const written: string[] = [];
  const log = createReadableLog((line) => written.push(line));
  for (const line of lines) log(line);
  return written;
}

const json = (entry: Record<string, unknown>) =>
  JSON.stringify({ time: '2026-11-28T02:31:25.420Z', level: 'info', ...entry });

describe('the readable log of npm start', () => {
  it('gives each event one line: time, process, message and details', () => {
    expect(
      shown([
        json({ service: 'listings', msg: 'listening', url: 'http://127.0.0.1:4101', port: 4101 }),
        json({ service: 'bff', worker: 1, msg: 'remote registry loaded', remotes: ['news'] }),
      ]),
    ).toEqual([
      '02:31:25  listings        listening  url=http://127.0.0.1:4101 port=4101',
      '02:31:25  bff #1          remote registry loaded  remotes=["news"]',
    ]);
  });

  it('says when a line is a warning or an error', () => {
    expect(
      shown([
        json({
          service: 'renderer',
          level: 'warn',
          msg: 'registry not read',
          message: 'fetch failed',
        }),
        json({ service: 'media', level: 'error', msg: 'start-up failed' }),
      ]),
    ).toEqual([
      '02:31:25  renderer        warn: registry not read  message=fetch failed',
      '02:31:25  media           error: start-up failed',
    ]);
  });

  it('leaves out a line per request answered, the database’s line per connection and “not ready yet”', () => {
    expect(
      shown([
        json({
          service: 'listings',
          msg: 'request',
          method: 'GET',
          path: '/properties',
          status: 200,
        }),
        json({ service: 'bff', msg: 'request', method: 'GET', path: '/nothing', status: 404 }),
        '2026-11-28T02:31:25.312Z connection 1 accepted from 127.0.0.1:38604 (1 open)',
        '2026-11-28T02:31:25.312Z connection 1 closed (0 open)',
        json({ service: 'renderer', msg: 'request', method: 'GET', path: '/ready', status: 503 }),
        json({ service: 'bff', msg: 'request', method: 'GET', path: '/api/ready', status: 503 }),
      ]),
    ).toEqual([]);
  });

  it('keeps a request answered with a server error', () => {
    expect(
      shown([
        json({ service: 'bff', msg: 'request', method: 'GET', path: '/api/home', status: 502 }),
      ]),
    ).toEqual(['02:31:25  bff             request  method=GET path=/api/home status=502']);
  });

  it('passes on lines that are not JSON as they are', () => {
    expect(shown(['Demo images: 10/55', '{not json', '[1,2]'])).toEqual([
      'Demo images: 10/55',
      '{not json',
      '[1,2]',
    ]);
  });
});
