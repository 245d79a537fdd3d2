import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appliedMigrations, type Database } from '../db/client.ts';

/** Where `npm run backup` asks a running PGlite server for its database (ops/backup.ts). */
export const DUMP_PATH = '/api/ops/database-dump';
/** The response header listing the applied migrations (their journal `when`s, comma-separated). */
export const MIGRATIONS_HEADER = 'cabildo-migrations';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Loopback, or the server's own address (a HOST that is one interface, not all of them). */
const fromThisMachine = (remote: string | undefined, local: string | undefined) =>
  remote !== undefined && (LOOPBACK.test(remote) || remote === local);

const sameToken = (given: string, kept: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(kept).digest());

/**
 * The running PGlite server's database, for the backup on the same machine: only from a loopback
 * address or the server's own (the socket's, never a forwarded one) with the token this start wrote to
 * DATA_DIR/pg.owner.json. Anything else gets the same 404 as an unknown route.
 */
export function databaseDumpRoute(database: Database, token: () => string | null) {
  return async (app: FastifyInstance) => {
    app.get(DUMP_PATH, { schema: { hide: true } }, async (request, reply) => {
      const kept = token();
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const allowed =
        kept !== null &&
        given !== undefined &&
        fromThisMachine(request.socket.remoteAddress, request.socket.localAddress) &&
        sameToken(given, kept);
      if (!allowed || !database.dumpDataDir)
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Route not found.' } });
      const migrations = await appliedMigrations(
        async (text) => (await database.db.execute(sql.raw(text))) as { rows: Record<string, unknown>[] },
      );
      const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
      request.log.info({ bytes: dump.length }, 'database dump taken for a backup');
      return reply
        .header('content-type', 'application/x-tar')
        .header(MIGRATIONS_HEADER, [...migrations].join(','))
        .send(dump);
    });
  };
}
