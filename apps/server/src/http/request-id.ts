import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustsHop } from './proxy-trust.ts';

/** The response header with the request's id (also in every log line of the request and in error bodies). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id taken from a proxy may look like: short, no spaces, nothing that would forge a log line. */
const INCOMING_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: a random UUID, or — only when the socket's peer is a trusted proxy
 * (TRUST_PROXY) — the proxy's `X-Request-Id` when it has a sane shape, so the proxy's log and ours
 * name a request alike.
 */
export function requestIdGenerator(trusts: TrustsHop): (raw: IncomingMessage) => string {
  return (raw) => {
    const peer = raw.socket?.remoteAddress;
    const fromProxy = peer !== undefined && trusts(peer, 0);
    const incoming = fromProxy ? raw.headers[REQUEST_ID_HEADER] : undefined;
    return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  };
}

const current = new AsyncLocalStorage<string>();

/** The id of the request whose work is running now, if any (for log lines written through `app.log`). */
export const currentRequestId = (): string | undefined => current.getStore();

/** Runs work a request started later, elsewhere (a background job), under that request's id. */
export const runForRequest = <T>(requestId: string, work: () => T): T => current.run(requestId, work);

/**
 * Registered first: the id goes out as `X-Request-Id` (event streams included, which write their
 * own head) and into `error.requestId` of every JSON error body, and the request's work runs in its
 * async context, so services logging through the app's logger still name the request.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    current.run(request.id, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"error":'))
      return payload;
    try {
      const body = JSON.parse(payload) as { error?: unknown };
      if (typeof body.error !== 'object' || body.error === null) return payload;
      (body.error as Record<string, unknown>).requestId = request.id;
      return JSON.stringify(body);
    } catch {
      return payload;
    }
  });
}
