import type { IncomingHttpHeaders } from 'node:http';
import { addressAllowed, parseAddressRange, type AddressRange } from './address-ranges.ts';

/**
 * TRUST_PROXY: nobody (the socket's peer is the client), the number of proxies in front of the
 * server (each appends the address it saw to X-Forwarded-For), or the proxies' addresses.
 */
export type ProxyTrust = { hops: number } | { proxies: AddressRange[] } | null;

/**
 * Whether the address `hop` steps from the server is a proxy to see past (hop 0: the socket's
 * peer, then X-Forwarded-For from its right end). Fastify's `trustProxy` and every other reader of
 * the client's address use this one function, so they all agree on `request.ip`.
 */
export type TrustsHop = (address: string, hop: number) => boolean;

export const HOPS_MAX = 10;

/**
 * Reads TRUST_PROXY: `false`/`0` (or unset), a hop count (1–10), or a comma-separated list of
 * addresses and CIDR ranges. A bare `true` is refused: it used to trust every hop, which let a
 * client write its own address in X-Forwarded-For. The error text names what to write instead.
 */
export function parseProxyTrust(text: string): ProxyTrust | { problem: string } {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === 'no' || value === '0') return null;
  if (value === 'true' || value === 'yes')
    return {
      problem:
        'true would trust every hop (a client could write its own address): give the number of proxies in front (1 for one reverse proxy) or their addresses (10.0.0.2,10.0.0.3 or 10.0.0.0/24)',
    };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= HOPS_MAX
      ? { hops }
      : { problem: `must be at most ${HOPS_MAX} proxies, or their addresses` };
  }
  const proxies = value.split(',').map((part) => parseAddressRange(part));
  if (proxies.some((range) => range === null))
    return {
      problem:
        'must be false, a number of proxies (1 for one reverse proxy) or a comma-separated list of their addresses or CIDR ranges',
    };
  return { proxies: proxies as AddressRange[] };
}

/** The trust function of a TRUST_PROXY value (nobody: always false). */
export function trustsHop(trust: ProxyTrust): TrustsHop {
  if (trust === null) return () => false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  const allowed = addressAllowed(trust.proxies);
  return (address) => allowed(address);
}

/** Fastify's `trustProxy` option: off, or the one trust function (never a number or `true`). */
export const fastifyTrustProxy = (trust: ProxyTrust): TrustsHop | false =>
  trust === null ? false : trustsHop(trust);

/** Headers a proxy adds to what it relays (any of them says the request came through one). */
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
];

export const relayedByProxy = (headers: IncomingHttpHeaders) =>
  PROXY_HEADERS.some((header) => headers[header] !== undefined);

/**
 * Whether `request.ip` may be a proxy's own address rather than its client's: the request came
 * through a proxy (any proxy header) and either the socket's peer is not trusted (its headers were
 * not read, so the address is that proxy's) or the trusted chain ran out (every address in it is
 * a proxy, as when a proxy sets only X-Real-IP or Via). Nothing that goes by the address (the
 * METRICS_ALLOW list) should let such a request in.
 */
export function mayBeProxyAddress(
  trusts: TrustsHop,
  request: { ips?: string[]; ip: string; headers: IncomingHttpHeaders; socket: { remoteAddress?: string } },
): boolean {
  if (!relayedByProxy(request.headers)) return false;
  const peer = request.socket.remoteAddress;
  if (peer === undefined || !trusts(peer, 0)) return true;
  const chain = request.ips ?? [request.ip];
  return trusts(request.ip, chain.length - 1);
}
