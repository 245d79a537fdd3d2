import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may go (SSRF, docs/decisions.md "Webhooks"). An endpoint's host is resolved when
 * it is registered and again at every attempt, and the connection is made to the address that was
 * checked (never to a second resolution, so a name cannot be re-pointed in between). Refused always:
 * unspecified, link-local (cloud metadata at 169.254.169.254), multicast, reserved and documentation
 * ranges, and IPv6 forms that embed an IPv4 address the check cannot see. Refused unless
 * WEBHOOK_ALLOW_PRIVATE_ADDRESSES: loopback, private networks (RFC 1918, unique local, shared
 * address space). http:// is taken only when WEBHOOK_ALLOW_HTTP_LOOPBACK is on and every address
 * of the host is loopback.
 */
export type AddressPolicy = { allowPrivateAddresses: boolean; allowHttpLoopback: boolean };

const neverAllowed = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['169.254.0.0', 16],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  neverAllowed.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  neverAllowed.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv4');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hexMapped) {
    const high = parseInt(hexMapped[1]!, 16);
    const low = parseInt(hexMapped[2]!, 16);
    return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 'ipv4' };
  }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export const isLoopbackAddress = (raw: string): boolean => {
  const { address, family } = unmapped(raw);
  return loopback.check(address, family);
};

/** Whether a resolved address may receive webhooks under the policy. */
export function addressAllowed(raw: string, policy: Pick<AddressPolicy, 'allowPrivateAddresses'>): boolean {
  if (isIP(raw) === 0) return false;
  const { address, family } = unmapped(raw);
  if (neverAllowed.check(address, family)) return false;
  if (loopback.check(address, family) || privateNetworks.check(address, family))
    return policy.allowPrivateAddresses;
  return true;
}

export type UrlRefusal = 'notHttps' | 'addressNotAllowed' | 'hostUnresolved' | 'invalid';

/** The host as resolvers take it: without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Resolves every address of a host (an IP literal is its own); an empty list when it does not resolve. */
export function resolveHost(host: string): Promise<LookupAddress[]> {
  if (isIP(host) !== 0) return Promise.resolve([{ address: host, family: isIP(host) }]);
  return new Promise((resolve) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => resolve(error ? [] : addresses));
  });
}

/**
 * Whether a URL may be an endpoint: http(s), no user or password, https unless http to loopback
 * is allowed, and every address of its host allowed. Null when it may.
 */
export async function urlRefusal(raw: string, policy: AddressPolicy): Promise<UrlRefusal | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'invalid';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (url.protocol === 'http:' && !policy.allowHttpLoopback) return 'notHttps';
  const addresses = await resolveHost(hostOf(url));
  if (addresses.length === 0) return 'hostUnresolved';
  return addressesRefusal(url, addresses, policy);
}

/** The same check on addresses already resolved (at every attempt, by the sender's lookup). */
export function addressesRefusal(
  url: URL,
  addresses: readonly LookupAddress[],
  policy: AddressPolicy,
): UrlRefusal | null {
  if (url.protocol === 'http:') {
    const allLoopback = addresses.every((entry) => isLoopbackAddress(entry.address));
    return policy.allowHttpLoopback && allLoopback ? null : 'notHttps';
  }
  return addresses.every((entry) => addressAllowed(entry.address, policy)) ? null : 'addressNotAllowed';
}
