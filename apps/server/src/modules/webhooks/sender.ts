import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_EXCERPT, type WebhookFailure } from '@cabildo/domain';
import { addressesRefusal, hostOf, type AddressPolicy } from './addresses.ts';

export type Attempt = {
  /** The receiver's HTTP status; null when none came. */
  statusCode: number | null;
  failure: WebhookFailure | null;
  /** The first characters of the receiver's answer. */
  excerpt: string | null;
};

/** The most of a receiver's answer that is read at all (the rest is dropped with the connection). */
const READ_LIMIT = 4096;

class RefusedAddress extends Error {
  readonly code = 'EWEBHOOKADDRESS';
}

/**
 * A resolver that checks every address of the name against the policy and hands the connection
 * only the addresses it checked (no second resolution can re-point the name in between).
 */
function guardedLookup(url: URL, policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const all = (options as LookupAllOptions).all === true;
    dnsLookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      if (list.length === 0 || addressesRefusal(url, list, policy) !== null)
        return callback(new RefusedAddress('refused address'), '', 0);
      if (all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

const failureOf = (error: unknown): WebhookFailure => {
  const code = (error as { code?: string; name?: string }).code;
  const name = (error as { name?: string }).name;
  if (error instanceof RefusedAddress || code === 'EWEBHOOKADDRESS') return 'addressNotAllowed';
  if (name === 'AbortError' || name === 'TimeoutError' || code === 'ABORT_ERR') return 'timeout';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA') return 'hostUnresolved';
  return 'connectionFailed';
};

/**
 * POSTs one delivery: no redirect is followed (a 3xx is a failed attempt), the whole exchange has
 * `timeoutMs`, and of the answer only its first characters are kept. Never throws.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { policy: AddressPolicy; timeoutMs: number },
): Promise<Attempt> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve({ statusCode: null, failure: 'addressNotAllowed', excerpt: null });
  }
  const host = hostOf(url);
  // An address written as such is never looked up by node: check it here.
  if (isIP(host) !== 0 && addressesRefusal(url, [{ address: host, family: isIP(host) }], options.policy))
    return Promise.resolve({ statusCode: null, failure: 'addressNotAllowed', excerpt: null });

  const signal = AbortSignal.timeout(options.timeoutMs);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Attempt>((resolve) => {
    let settled = false;
    const settle = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      resolve(attempt);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Cabildo-Webhooks/1',
          ...headers,
        },
        lookup: guardedLookup(url, options.policy),
        agent: false,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          // PostgreSQL keeps no NUL in text.
          const text = Buffer.concat(chunks)
            .toString('utf8')
            .replaceAll('\u0000', '')
            .slice(0, WEBHOOK_RESPONSE_EXCERPT);
          settle({ statusCode: response.statusCode ?? null, failure: null, excerpt: text || null });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_LIMIT) finish();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('error', (error) => settle({ statusCode: null, failure: failureOf(error), excerpt: null }));
    request.end(body);
  });
}
