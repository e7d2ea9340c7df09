import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client's address that limits count against. One IPv6 subscriber holds a whole
 * /64 (2⁶⁴ addresses), so an IPv6 address counts by its first four groups; IPv4 (and IPv4
 * mapped into IPv6) by the whole address.
 */
export function limitedAddress(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

// 127.0.0.0/8 and ::1; BlockList matches IPv4 mapped into IPv6 (::ffff:127.0.0.1) against the IPv4 rule.
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether a client's address (`request.ip`, after TRUST_PROXY) is this machine's own. */
export const isLoopbackAddress = (ip: string) =>
  isIPv4(ip) ? LOOPBACK.check(ip, 'ipv4') : isIPv6(ip) && LOOPBACK.check(ip, 'ipv6');
