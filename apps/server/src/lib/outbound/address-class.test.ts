import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AddressClass, classifyAddress, ipv6Bytes } from './address-class.ts';

const cases: [string, AddressClass][] = [
  // IPv4
  ['8.8.8.8', 'public'],
  ['93.184.216.34', 'public'],
  ['172.15.255.255', 'public'],
  ['172.32.0.1', 'public'],
  ['100.63.255.255', 'public'],
  ['100.128.0.1', 'public'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.255', 'shared'],
  ['169.254.0.1', 'link_local'],
  ['169.254.169.254', 'metadata'],
  ['169.254.170.2', 'metadata'],
  ['100.100.100.200', 'metadata'],
  ['192.0.0.192', 'metadata'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.2.10', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['192.0.0.8', 'reserved'],
  // IPv6
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:80b::200e', 'public'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['fe80::1', 'link_local'],
  ['fe80::1%eth0', 'link_local'],
  ['febf::1', 'link_local'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['fec0::1', 'private'],
  ['fd00:ec2::254', 'metadata'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'reserved'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'], // Teredo
  ['100::1', 'reserved'],
  ['3fff::1', 'reserved'],
  ['5f00::1', 'reserved'],
  ['64:ff9b:1::a00:1', 'reserved'],
  ['4000::1', 'reserved'], // outside 2000::/3
  // IPv4 carried in IPv6: judged by the IPv4 it reaches
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
  ['::ffff:169.254.169.254', 'metadata'],
  ['::ffff:a9fe:a9fe', 'metadata'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:8.8.8.8', 'public'],
  ['::ffff:0:127.0.0.1', 'loopback'], // IPv4-translated
  ['::127.0.0.1', 'loopback'], // IPv4-compatible
  ['::7f00:1', 'loopback'],
  ['::0.0.0.2', 'unspecified'],
  ['64:ff9b::127.0.0.1', 'loopback'], // NAT64
  ['64:ff9b::a9fe:a9fe', 'metadata'],
  ['64:ff9b::c0a8:101', 'private'],
  ['64:ff9b::808:808', 'public'],
  ['2002:7f00:1::', 'loopback'], // 6to4
  ['2002:a00:1:1::1', 'private'],
  ['2002:a9fe:a9fe::1', 'metadata'],
  ['2002:808:808::1', 'public'],
];

describe('classifyAddress', () => {
  it.each(cases)('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('is null for what is not an IP address', () => {
    for (const text of ['localhost', 'example.com', '', '127.1', '0x7f.0.0.1', '[::1]', '1::2::3'])
      expect(classifyAddress(text)).toBeNull();
  });
});

describe('IPv4 dressed as IPv6', () => {
  it('is judged like the IPv4 it reaches, in every wrapping', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ipv4) => {
        const expected = classifyAddress(ipv4);
        const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
        const high = ((a << 8) | b).toString(16);
        const low = ((c << 8) | d).toString(16);
        for (const wrapped of [
          `::ffff:${ipv4}`,
          `::ffff:${high}:${low}`,
          `64:ff9b::${ipv4}`,
          `64:ff9b::${high}:${low}`,
          `2002:${high}:${low}::1`,
        ])
          expect(classifyAddress(wrapped)).toBe(expected);
      }),
    );
  });
});

describe('ipv6Bytes', () => {
  const hex = (text: string) => Buffer.from(ipv6Bytes(text) ?? []).toString('hex');

  it('expands every notation to the same 16 bytes', () => {
    expect(hex('::ffff:127.0.0.1')).toBe('00000000000000000000ffff7f000001');
    expect(hex('::ffff:7f00:1')).toBe('00000000000000000000ffff7f000001');
    expect(hex('1:2:3:4:5:6:7::')).toBe('00010002000300040005000600070000');
    expect(hex('::')).toBe('0'.repeat(32));
    expect(hex('2001:db8::8a2e:370:7334')).toBe('20010db80000000000008a2e03707334');
    expect(ipv6Bytes('127.0.0.1')).toBeNull();
  });
});
