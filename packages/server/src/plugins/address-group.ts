import ipaddr from 'ipaddr.js';

/**
 * The part of an address a rate limit counts: an IPv4 address whole (IPv4-mapped IPv6 included),
 * an IPv6 address by its /64 network, since one home or server is handed a whole /64 and can
 * rotate through it at will. Anything unparseable counts as itself.
 * @example addressGroup('2001:db8:1:2::a') === addressGroup('2001:db8:1:2:ffff::1') // '2001:db8:1:2::/64'
 */
export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
