import net from 'node:net';

const IPV4_MAPPED_PREFIX = '::ffff:';

/** 127.0.0.0/8 and ::1 (in any spelling, IPv4 ones also mapped into IPv6): this machine only. */
export function isLoopbackAddress(address: string): boolean {
  const lower = address.toLowerCase();
  const ipv4 = lower.startsWith(IPV4_MAPPED_PREFIX)
    ? lower.slice(IPV4_MAPPED_PREFIX.length)
    : lower;
  if (net.isIPv4(ipv4)) return ipv4.startsWith('127.');
  if (!net.isIPv6(lower)) return false;
  return new net.SocketAddress({ address: lower, family: 'ipv6' }).address === '::1';
}
