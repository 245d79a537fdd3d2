import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * The server's life after SIGTERM (docs/operations.md, "Shutting down"): whether it is shutting
 * down (readiness answers 503 from then on), the responses still open, and the work that must end
 * before the database closes (the answer-numbering batches).
 */
export class Lifecycle {
  private stopping = false;
  private readonly open = new Set<ServerResponse>();
  private readonly beforeClose = new Set<() => Promise<void>>();

  get shuttingDown(): boolean {
    return this.stopping;
  }

  /** Responses not finished yet (requests in flight and open streams). */
  get openResponses(): number {
    return this.open.size;
  }

  /** Work the database must outlive: awaited after the last request, before the database closes. */
  beforeDatabaseCloses(wait: () => Promise<void>): void {
    this.beforeClose.add(wait);
  }

  /**
   * Counts every response until its connection is done with it (finished, cut or hijacked and
   * ended); while shutting down, answers say `Connection: close`, so no connection outlives its request.
   */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', async (_request, reply) => {
      const response = reply.raw;
      this.open.add(response);
      response.once('close', () => this.open.delete(response));
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (this.stopping) reply.header('connection', 'close');
      return payload;
    });
  }

  begin(): void {
    this.stopping = true;
  }

  async settle(): Promise<void> {
    await Promise.all([...this.beforeClose].map((wait) => wait()));
  }
}

export type ShutdownOptions = {
  app: FastifyInstance;
  database: Database;
  lifecycle: Lifecycle;
  /** How long requests and downloads in flight may take before their connections are cut. */
  graceMs: number;
  log: FastifyBaseLogger;
};

/**
 * The graceful stop: readiness says 503 at once; the server stops accepting connections and closes
 * the idle ones, and each one once its request is done (Fastify answers 503 with `Connection: close`
 * to a request arriving on an open one);
 * the live streams end (their pages reconnect to another instance); requests, uploads and exports
 * in flight go on until `graceMs`, then their connections are cut — a download cut short is an
 * unterminated chunked transfer, an error to any client, never a file that looks whole. Then the
 * numbering batches finish, the background work stops (Fastify's onClose hooks) and the database
 * closes.
 */
export async function shutDown({ app, database, lifecycle, graceMs, log }: ShutdownOptions): Promise<void> {
  lifecycle.begin();
  log.info(
    { graceSeconds: graceMs / 1000, openResponses: lifecycle.openResponses },
    'shutting down: no new connections, waiting for the requests in flight',
  );
  // A keep-alive connection whose last request ends during the drain would stay open until the
  // client lets it go (browsers and proxies keep them for a minute or more): closed once idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    log.warn(
      { openResponses: lifecycle.openResponses },
      'shutdown grace period over: cutting the connections still open',
    );
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
    clearInterval(idle);
  }
  await lifecycle.settle();
  await database.close();
  log.info('shut down');
}
