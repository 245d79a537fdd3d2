import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { addressAllowed } from '../../http/address-ranges.ts';
import { mayBeProxyAddress, trustsHop } from '../../http/proxy-trust.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { optionalAuth } from '../auth/index.ts';
import { requireAccess } from '../access/index.ts';

/**
 * `GET /metrics` in Prometheus's text format (http/metrics.ts has the registry). Read by addresses
 * in METRICS_ALLOW (loopback by default) or by a signed-in admin; anyone else gets 403. The address
 * is the client's as Fastify computes it through TRUST_PROXY (`request.ip`); a request whose address
 * may be a proxy's own (relayed by a proxy that is not trusted, or one that says who its client is
 * only in X-Real-IP or Via) is never let in by it: the address would be the proxy's, often loopback.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const { config, database, metrics } = ctx;
  const allowed = addressAllowed(config.metricsAllow);

  metrics.gauge(
    'cabildo_webhook_deliveries_pending',
    'Webhook deliveries waiting to be sent (the queue), and those of them due now',
    ['due'],
    async (gauge) => {
      const pending = eq(webhookDeliveries.status, 'pending');
      const [all] = await database.db.select({ value: count() }).from(webhookDeliveries).where(pending);
      const [due] = await database.db
        .select({ value: count() })
        .from(webhookDeliveries)
        .where(and(pending, lte(webhookDeliveries.nextAttemptAt, sql`now()`)));
      gauge.set({ due: 'false' }, (all?.value ?? 0) - (due?.value ?? 0));
      gauge.set({ due: 'true' }, due?.value ?? 0);
    },
  );
  metrics.gauge(
    'cabildo_database_pool_connections',
    'PostgreSQL connection pool: connections open (total), idle, and queries waiting for one; absent on PGlite',
    ['state'],
    (gauge) => {
      const use = database.poolUse();
      if (!use) return;
      gauge.set({ state: 'total' }, use.total);
      gauge.set({ state: 'idle' }, use.idle);
      gauge.set({ state: 'waiting' }, use.waiting);
    },
  );

  const trusts = trustsHop(config.trustProxy);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const byAddress = !mayBeProxyAddress(trusts, request) && allowed(request.ip);
    if (!byAddress) requireAccess(await optionalAuth(request, reply), 'read', 'sistema');
    const text = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
};
