import net from 'node:net';

const IPV4_MAPPED_PREFIX = '::ffff:';

/**
 * Whether a server bound to `host` is reachable from this machine only: `localhost`, 127.0.0.0/8
 * or ::1 (in any spelling, with or without brackets, IPv4 ones also mapped into IPv6). Any other
 * name may resolve to an address other machines reach.
 */
export function isLoopbackHost(host: string): boolean {
  let address = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (address === 'localhost' || address === 'localhost.') return true;
  if (net.isIPv6(address)) {
    address = new net.SocketAddress({ address, family: 'ipv6' }).address;
    if (address === '::1') return true;
    if (!address.startsWith(IPV4_MAPPED_PREFIX)) return false;
    address = address.slice(IPV4_MAPPED_PREFIX.length);
  }
  return net.isIPv4(address) && address.startsWith('127.');
}
