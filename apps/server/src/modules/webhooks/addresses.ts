import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr, { type IPv4, type IPv6 } from 'ipaddr.js';

/**
 * Where webhooks may go (SSRF, docs/decisions.md "Webhooks"). An endpoint's host is resolved when
 * it is registered and again at every attempt, and the connection is made to the address that was
 * checked (never to a second resolution, so a name cannot be re-pointed in between). Addresses are
 * parsed and classified by ipaddr.js. Taken: public unicast (IPv6 in 2000::/3 only). Refused
 * always: every other special-use range — unspecified, link-local (cloud metadata at
 * 169.254.169.254), multicast, broadcast, reserved, documentation, benchmarking, discard — and the
 * IPv6 forms that embed an IPv4 address (IPv4-compatible, IPv4-translated, 6to4, Teredo, NAT64)
 * unless every IPv4 they may carry is public. An IPv4-mapped address (::ffff:a.b.c.d, how a
 * dual-stack socket shows IPv4) is its IPv4 address. Refused unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES:
 * loopback, private networks (RFC 1918, unique local, shared address space). http:// is taken only
 * when WEBHOOK_ALLOW_HTTP_LOOPBACK is on and every address of the host is loopback.
 */
export type AddressPolicy = { allowPrivateAddresses: boolean; allowHttpLoopback: boolean };

/** What an address is to the policy. */
type Reach = 'public' | 'private' | 'refused';

/** ipaddr.js's IPv4 ranges other than these (and `unicast`, public) are never a receiver. */
const PRIVATE_IPV4 = new Set(['loopback', 'private', 'carrierGradeNat']);
const PRIVATE_IPV6 = new Set(['loopback', 'uniqueLocal']);

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');
const IPV4_TRANSLATED = ipaddr.parseCIDR('::ffff:0:0:0/96');
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
const NAT64_LOCAL = ipaddr.parseCIDR('64:ff9b:1::/48');
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16');
const TEREDO = ipaddr.parseCIDR('2001::/32');

/** The IPv4 address of four of an IPv6 address's sixteen bytes. */
const ipv4At = (bytes: number[], at: [number, number, number, number]) =>
  new ipaddr.IPv4(at.map((index) => bytes[index]!));

/**
 * The IPv4 addresses an IPv6 address may carry to a translator or tunnel; null when it is no such
 * form. A local-use NAT64 prefix (RFC 8215) may be any of /48, /56, /64 or /96, each putting the
 * IPv4 address elsewhere (RFC 6052 §2.2, skipping bits 64–71): all four readings must be public.
 * Teredo carries its server's address and its client's (inverted).
 */
function embeddedIPv4(address: IPv6): IPv4[] | null {
  const bytes = address.toByteArray();
  const last: [number, number, number, number] = [12, 13, 14, 15];
  if (address.match(IPV4_COMPATIBLE) || address.match(IPV4_TRANSLATED) || address.match(NAT64))
    return [ipv4At(bytes, last)];
  if (address.match(NAT64_LOCAL))
    return ([[6, 7, 9, 10], [7, 9, 10, 11], [9, 10, 11, 12], last] as const).map((at) =>
      ipv4At(bytes, [...at]),
    );
  if (address.match(SIX_TO_FOUR)) return [ipv4At(bytes, [2, 3, 4, 5])];
  if (address.match(TEREDO))
    return [ipv4At(bytes, [4, 5, 6, 7]), new ipaddr.IPv4(last.map((index) => bytes[index]! ^ 0xff))];
  return null;
}

const reachOfIPv4 = (address: IPv4): Reach => {
  const range = address.range();
  if (range === 'unicast') return 'public';
  return PRIVATE_IPV4.has(range) ? 'private' : 'refused';
};

function reachOfIPv6(address: IPv6): Reach {
  if (address.isIPv4MappedAddress()) return reachOfIPv4(address.toIPv4Address());
  const range = address.range();
  // ::1 and :: are in ::/96 too, as plain loopback and unspecified.
  if (range === 'loopback') return 'private';
  if (range === 'unspecified') return 'refused';
  const embedded = embeddedIPv4(address);
  if (embedded) return embedded.every((ipv4) => reachOfIPv4(ipv4) === 'public') ? 'public' : 'refused';
  if (PRIVATE_IPV6.has(range)) return 'private';
  return range === 'unicast' && address.match(GLOBAL_UNICAST) ? 'public' : 'refused';
}

/**
 * An address as ipaddr.js must be given it: node's strict syntax (no "127.1", no "0x7f.1"), and an
 * IPv6 address in hex only — ipaddr.js reads "::a.b.c.d" (IPv4-compatible) as "::ffff:a.b.c.d"
 * (IPv4-mapped), so the URL parser writes it out first ("::7f00:1"). Null when it is no address.
 */
function parsed(raw: string): IPv4 | IPv6 | null {
  const family = isIP(raw);
  if (family === 4) return ipaddr.IPv4.parse(raw);
  if (family !== 6) return null;
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${raw}]/`).hostname.slice(1, -1));
  } catch {
    return null; // a zone ("fe80::1%eth0") is no address a URL may hold
  }
}

function reachOf(raw: string): Reach {
  const address = parsed(raw);
  if (!address) return 'refused';
  return address.kind() === 'ipv4' ? reachOfIPv4(address as IPv4) : reachOfIPv6(address as IPv6);
}

export const isLoopbackAddress = (raw: string): boolean => {
  const address = parsed(raw);
  if (!address) return false;
  const plain =
    address.kind() === 'ipv6' && (address as IPv6).isIPv4MappedAddress()
      ? (address as IPv6).toIPv4Address()
      : address;
  return plain.range() === 'loopback';
};

/** Whether a resolved address may receive webhooks under the policy. */
export function addressAllowed(raw: string, policy: Pick<AddressPolicy, 'allowPrivateAddresses'>): boolean {
  const reach = reachOf(raw);
  return reach === 'public' || (reach === 'private' && policy.allowPrivateAddresses);
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
