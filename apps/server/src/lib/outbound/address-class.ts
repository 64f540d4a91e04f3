import { isIPv4, isIPv6 } from 'node:net';

/**
 * What an IP address reaches. Only `public` may be contacted by default; the setting for local
 * development lifts the refusal of the `privateNetworkClasses` and nothing else: metadata services
 * hand out cloud credentials, and the other classes cannot be a real HTTP server.
 */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link_local'
  | 'metadata'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'reserved';

export const privateNetworkClasses: ReadonlySet<AddressClass> = new Set([
  'loopback',
  'private',
  'shared',
  'link_local',
]);

type Range = { bytes: Uint8Array; prefix: number; class: AddressClass };

function range(cidr: string, addressClass: AddressClass): Range {
  const [address = '', prefix = ''] = cidr.split('/');
  const bytes = isIPv4(address) ? ipv4Bytes(address) : ipv6Bytes(address);
  if (!bytes) throw new Error(`bad range ${cidr}`);
  return { bytes, prefix: Number(prefix), class: addressClass };
}

// First match wins, so the single metadata addresses come before the ranges holding them.
// Sources: IANA IPv4/IPv6 Special-Purpose Address Registries, and the clouds' metadata docs.
const ipv4Ranges: Range[] = [
  range('169.254.169.254/32', 'metadata'), // AWS, GCP, Azure, OpenStack, Oracle
  range('169.254.170.2/32', 'metadata'), // AWS ECS task credentials
  range('100.100.100.200/32', 'metadata'), // Alibaba Cloud
  range('192.0.0.192/32', 'metadata'), // Oracle Cloud
  range('255.255.255.255/32', 'broadcast'),
  range('0.0.0.0/8', 'unspecified'), // "this network": Linux connects 0.0.0.0 to itself
  range('127.0.0.0/8', 'loopback'),
  range('10.0.0.0/8', 'private'),
  range('172.16.0.0/12', 'private'),
  range('192.168.0.0/16', 'private'),
  range('100.64.0.0/10', 'shared'), // carrier-grade NAT
  range('169.254.0.0/16', 'link_local'),
  range('224.0.0.0/4', 'multicast'),
  range('192.0.0.0/24', 'reserved'), // IETF protocol assignments
  range('192.0.2.0/24', 'reserved'), // documentation
  range('192.88.99.0/24', 'reserved'), // old 6to4 relays
  range('198.18.0.0/15', 'reserved'), // benchmarking
  range('198.51.100.0/24', 'reserved'), // documentation
  range('203.0.113.0/24', 'reserved'), // documentation
  range('240.0.0.0/4', 'reserved'),
];

const ipv6Ranges: Range[] = [
  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('fd00:ec2::254/128', 'metadata'), // AWS over IPv6
  range('64:ff9b:1::/48', 'reserved'), // local-use NAT64: translates into the operator's network
  range('100::/64', 'reserved'), // discard-only
  range('2001::/23', 'reserved'), // IETF protocol assignments, Teredo included
  range('2001:db8::/32', 'reserved'), // documentation
  range('3fff::/20', 'reserved'), // documentation
  range('5f00::/16', 'reserved'), // SRv6 segment identifiers
  range('fc00::/7', 'private'), // unique local
  range('fec0::/10', 'private'), // deprecated site-local, still routed inside some networks
  range('fe80::/10', 'link_local'),
  range('ff00::/8', 'multicast'),
];

/** Forms whose last 32 bits are an IPv4 address the packet ends up at. */
const ipv4Carriers: { range: Range; offset: number }[] = [
  { range: range('::ffff:0:0/96', 'reserved'), offset: 12 }, // IPv4-mapped
  { range: range('::ffff:0:0:0/96', 'reserved'), offset: 12 }, // IPv4-translated (SIIT)
  { range: range('::/96', 'reserved'), offset: 12 }, // IPv4-compatible (deprecated)
  { range: range('64:ff9b::/96', 'reserved'), offset: 12 }, // NAT64 well-known prefix
  { range: range('2002::/16', 'reserved'), offset: 2 }, // 6to4: bits 16..47
];

const globalUnicast = range('2000::/3', 'public');

function ipv4Bytes(address: string): Uint8Array | null {
  if (!isIPv4(address)) return null;
  return Uint8Array.from(address.split('.').map(Number));
}

/** The 16 bytes of an IPv6 address (a dotted-quad tail and a zone allowed); null if it is not one. */
export function ipv6Bytes(text: string): Uint8Array | null {
  let address = text.split('%')[0] ?? '';
  if (!isIPv6(address)) return null;
  const lastColon = address.lastIndexOf(':');
  const dotted = ipv4Bytes(address.slice(lastColon + 1));
  // A dotted tail stands for the last two groups: parse it apart, put it back at the end.
  if (dotted) address = `${address.slice(0, lastColon + 1)}0:0`;
  const [head = '', rest] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const zeros = Array<string>(8 - headGroups.length - restGroups.length).fill('0');
  const groups = rest === undefined ? headGroups : [...headGroups, ...zeros, ...restGroups];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = Number.parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  if (dotted) bytes.set(dotted, 12);
  return bytes;
}

function inRange(bytes: Uint8Array, { bytes: base, prefix }: Range): boolean {
  if (bytes.length !== base.length) return false;
  const whole = Math.floor(prefix / 8);
  for (let i = 0; i < whole; i++) if (bytes[i] !== base[i]) return false;
  const bits = prefix % 8;
  if (bits === 0) return true;
  const mask = (0xff << (8 - bits)) & 0xff;
  return ((bytes[whole] ?? 0) & mask) === ((base[whole] ?? 0) & mask);
}

const classOf = (bytes: Uint8Array, ranges: Range[]) =>
  ranges.find((candidate) => inRange(bytes, candidate))?.class;

function classifyIpv6(bytes: Uint8Array): AddressClass {
  // :: and ::1 sit inside the IPv4-compatible range; they are IPv6's own addresses.
  const own = classOf(bytes, ipv6Ranges.slice(0, 2));
  if (own) return own;
  // A refused IPv4 must not get through dressed as IPv6: judge the IPv4 it reaches.
  for (const carrier of ipv4Carriers) {
    if (inRange(bytes, carrier.range))
      return classOf(bytes.subarray(carrier.offset, carrier.offset + 4), ipv4Ranges) ?? 'public';
  }
  const special = classOf(bytes, ipv6Ranges);
  if (special) return special;
  // Everything outside 2000::/3 is unassigned or special-purpose today.
  return inRange(bytes, globalUnicast) ? 'public' : 'reserved';
}

/** The class of an IPv4 or IPv6 address (no brackets); null when the text is not an IP address. */
export function classifyAddress(address: string): AddressClass | null {
  const v4 = ipv4Bytes(address);
  if (v4) return classOf(v4, ipv4Ranges) ?? 'public';
  const v6 = ipv6Bytes(address);
  return v6 ? classifyIpv6(v6) : null;
}
