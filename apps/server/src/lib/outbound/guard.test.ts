import { describe, expect, it, vi } from 'vitest';
import { createOutboundGuard, OutboundUrlError, type ResolveHost } from './guard.ts';

/** A DNS stand-in: names map to addresses; unknown names do not resolve. */
const dns =
  (table: Record<string, string[]>): ResolveHost =>
  async (hostname) =>
    (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const resolve = dns({
  'hooks.seller.example': ['93.184.216.34'],
  'dual.seller.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'mixed.seller.example': ['93.184.216.34', '10.0.0.5'],
  'inside.seller.example': ['192.168.0.10'],
  'v6inside.seller.example': ['fd00::1'],
  localhost: ['127.0.0.1', '::1'],
  'metadata.google.internal': ['93.184.216.34'],
});

const strict = createOutboundGuard({ allowPrivateNetworks: false, resolve });
const permissive = createOutboundGuard({ allowPrivateNetworks: true, resolve });

async function refusal(guard: typeof strict, url: string) {
  const error = await guard.vet(url).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof OutboundUrlError)) throw new Error(`${url} was not refused`);
  return error;
}

describe('outbound guard', () => {
  it('accepts public addresses and names, and returns every address to connect to', async () => {
    expect((await strict.vet('https://hooks.seller.example/repasse')).addresses).toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
    expect((await strict.vet('http://dual.seller.example:8080/')).addresses).toHaveLength(2);
    expect((await strict.vet('http://8.8.8.8/')).addresses).toEqual([
      { address: '8.8.8.8', family: 4 },
    ]);
    expect((await strict.vet('https://[2606:4700:4700::1111]/')).addresses).toEqual([
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
    // A trailing dot is the same name.
    expect((await strict.vet('https://hooks.seller.example./')).addresses).toHaveLength(1);
  });

  it.each([
    ['http://127.0.0.1:8080/', 'loopback'],
    ['http://127.1/', 'loopback'],
    ['http://2130706433/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[::ffff:7f00:1]/', 'loopback'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://0/', 'unspecified'],
    ['http://[::]/', 'unspecified'],
    ['http://10.1.2.3/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://192.168.0.1/', 'private'],
    ['http://[fd00::1]/', 'private'],
    ['http://100.64.0.1/', 'shared'],
    ['http://169.254.1.1/', 'link_local'],
    ['http://[fe80::1]/', 'link_local'],
    ['http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['http://[fd00:ec2::254]/', 'metadata'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'metadata'],
    ['http://[2002:a9fe:a9fe::]/', 'metadata'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://192.0.2.1/', 'reserved'],
  ])('refuses %s (%s)', async (url, addressClass) => {
    const error = await refusal(strict, url);
    expect(error.reason).toBe('internal_address');
    expect(error.addressClass).toBe(addressClass);
  });

  it('refuses a name when any of its addresses is internal, without naming the address', async () => {
    for (const [url, address] of [
      ['http://localhost:3000/', '127.0.0.1'],
      ['http://inside.seller.example/', '192.168.0.10'],
      ['http://mixed.seller.example/', '10.0.0.5'],
      ['http://v6inside.seller.example/', 'fd00::1'],
    ] as const) {
      const error = await refusal(strict, url);
      expect(error.reason).toBe('internal_address');
      expect(error.address).toBe(address);
      expect(error.message).not.toContain(address);
    }
  });

  it('refuses metadata host names before resolving them', async () => {
    for (const url of [
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://METADATA.GOOGLE.INTERNAL./',
      'http://metadata/',
    ]) {
      const error = await refusal(permissive, url);
      expect(error).toMatchObject({ reason: 'internal_address', addressClass: 'metadata' });
    }
  });

  it('refuses names that do not resolve, or whose lookup fails', async () => {
    expect((await refusal(strict, 'https://nowhere.seller.example/')).reason).toBe('unresolvable');
    const failing = createOutboundGuard({
      allowPrivateNetworks: false,
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    expect((await refusal(failing, 'https://hooks.seller.example/')).reason).toBe('unresolvable');
  });

  it('gives up on a lookup that hangs', async () => {
    vi.useFakeTimers();
    try {
      const hanging = createOutboundGuard({
        allowPrivateNetworks: false,
        resolve: () => new Promise(() => {}),
      });
      const result = refusal(hanging, 'https://slow.seller.example/');
      await vi.advanceTimersByTimeAsync(5_000);
      expect((await result).reason).toBe('unresolvable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses other schemes, credentials and garbage', async () => {
    for (const url of ['ftp://hooks.seller.example/', 'file:///etc/passwd', 'gopher://x', 'nope'])
      expect((await refusal(strict, url)).reason).toBe('invalid');
    for (const url of [
      'https://user:pass@hooks.seller.example/',
      'https://user@hooks.seller.example/',
      'https://:pass@hooks.seller.example/',
    ])
      expect((await refusal(strict, url)).reason).toBe('credentials');
  });

  it('with private networks allowed, lets local servers through but never metadata or reserved', async () => {
    expect((await permissive.vet('http://127.0.0.1:3000/')).addresses).toHaveLength(1);
    expect((await permissive.vet('http://localhost:3000/')).addresses).toHaveLength(2);
    expect((await permissive.vet('http://10.1.2.3/')).addresses).toHaveLength(1);
    expect((await permissive.vet('http://[fd00::1]/')).addresses).toHaveLength(1);
    for (const url of [
      'http://169.254.169.254/',
      'http://[::ffff:169.254.169.254]/',
      'http://0.0.0.0/',
      'http://224.0.0.1/',
      'http://192.0.2.1/',
    ])
      expect((await refusal(permissive, url)).reason).toBe('internal_address');
    expect((await refusal(permissive, 'http://nowhere.seller.example/')).reason).toBe(
      'unresolvable',
    );
  });
});
