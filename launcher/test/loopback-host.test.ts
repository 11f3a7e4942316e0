import { isLoopbackHost } from '../src/loopback-host';

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'LocalHost',
    '127.0.0.1',
    '127.255.0.9',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
  ])('counts %p as this machine only', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each([
    '0.0.0.0',
    '::',
    '192.168.1.20',
    '10.0.0.1',
    '128.0.0.1',
    '::ffff:192.168.1.20',
    'fe80::1',
    'reedmere.example',
    'localhost.reedmere.example',
    '127.0.0.1.nip.io',
  ])('counts %p as reachable from other machines', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
