import { isLoopbackAddress } from './loopback-address';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    '%s is loopback',
    (address) => expect(isLoopbackAddress(address)).toBe(true),
  );

  it.each(['0.0.0.0', '::', '10.0.0.1', '192.168.1.10', '::ffff:10.0.0.1', 'fe80::1', 'localhost'])(
    '%s is not',
    (address) => expect(isLoopbackAddress(address)).toBe(false),
  );
});
