import { lookup } from 'node:dns/promises';
import { type AddressClass, classifyAddress, privateNetworkClasses } from './address-class.ts';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address a host name resolves to; an empty list or a rejection means it does not resolve. */
export type ResolveHost = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** The operating system's resolver, /etc/hosts included: the one a plain connect would use. */
export const systemResolver: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, order: 'verbatim' })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export type OutboundRefusal = 'invalid' | 'credentials' | 'internal_address' | 'unresolvable';

/**
 * Why a URL may not be contacted. The message is shown to whoever typed the URL, so it never names
 * the address a host resolved to: that would map the internal network for them. The address and
 * its class are kept for our logs.
 */
export class OutboundUrlError extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    message: string,
    readonly address?: string,
    readonly addressClass?: AddressClass,
  ) {
    super(message);
    this.name = 'OutboundUrlError';
  }
}

/** A URL found safe to contact, with the addresses it must be reached at (see pinned-fetch.ts). */
export type VettedTarget = { url: URL; addresses: readonly ResolvedAddress[] };

export type OutboundGuard = {
  readonly allowPrivateNetworks: boolean;
  vet(url: string | URL): Promise<VettedTarget>;
};

// Cloud metadata services by name: refused before any lookup, whatever they resolve to.
const metadataHostnames = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** getaddrinfo can hang for the resolver's whole retry schedule; a registration should not. */
const resolveTimeoutMs = 5_000;

async function resolveWithin(resolve: ResolveHost, hostname: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS lookup timed out')), resolveTimeoutMs);
  });
  try {
    return await Promise.race([resolve(hostname), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createOutboundGuard(options: {
  allowPrivateNetworks: boolean;
  resolve?: ResolveHost;
}): OutboundGuard {
  const { allowPrivateNetworks, resolve = systemResolver } = options;
  const allowed = (addressClass: AddressClass) =>
    addressClass === 'public' || (allowPrivateNetworks && privateNetworkClasses.has(addressClass));

  function refuseUnlessAllowed(host: string, address: string): ResolvedAddress {
    const addressClass = classifyAddress(address);
    if (addressClass === null)
      throw new OutboundUrlError('unresolvable', `${host} resolved to something that is not an IP`);
    if (!allowed(addressClass))
      throw new OutboundUrlError(
        'internal_address',
        `${host} points to a private or internal network address`,
        address,
        addressClass,
      );
    return { address, family: address.includes(':') ? 6 : 4 };
  }

  return {
    allowPrivateNetworks,
    async vet(input) {
      let url: URL;
      try {
        url = new URL(input);
      } catch {
        throw new OutboundUrlError('invalid', 'not a valid URL');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new OutboundUrlError('invalid', `${url.protocol} URLs are not allowed`);
      // Credentials in a URL end up in logs and in the delivery history shown to people.
      if (url.username || url.password)
        throw new OutboundUrlError('credentials', 'URLs with a user name or password are refused');
      // WHATWG URL already turned decimal, octal and hex IPv4 forms into dotted quads.
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (!host) throw new OutboundUrlError('invalid', 'the URL has no host');
      if (classifyAddress(host) !== null)
        return { url, addresses: [refuseUnlessAllowed(host, host)] };
      const name = host.replace(/\.+$/, '');
      if (metadataHostnames.has(name))
        throw new OutboundUrlError(
          'internal_address',
          `${host} is a cloud metadata service`,
          undefined,
          'metadata',
        );
      let resolved: readonly ResolvedAddress[];
      try {
        resolved = await resolveWithin(resolve, name);
      } catch {
        resolved = [];
      }
      if (resolved.length === 0)
        throw new OutboundUrlError('unresolvable', `${host} does not resolve to any address`);
      // One refused address is enough: a client may connect to any of them.
      return { url, addresses: resolved.map(({ address }) => refuseUnlessAllowed(host, address)) };
    },
  };
}
