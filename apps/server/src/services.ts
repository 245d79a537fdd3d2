import type { FastifyInstance } from 'fastify';
import type { Adapters } from './adapters/select.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import type { Lifecycle } from './http/lifecycle.ts';
import type { Metrics } from './http/metrics.ts';
import { RateLimitStore } from './http/rate-limit-store.ts';
import { backgroundJobs } from './jobs.ts';
import { SessionEventHub } from './live/session-events.ts';
import { EXPORT_LINE_MAX, ExportSlots } from './modules/answers/index.ts';
import { LoginLimiter, SessionService } from './modules/auth/index.ts';
import { GeographyService } from './modules/geography/index.ts';
import { JobQueue } from './modules/jobs/index.ts';
import { RemoteConfigService } from './modules/remote-config/index.ts';
import { WebhookSecrets, WebhookWorker } from './modules/webhooks/index.ts';

/** The app context (context.ts): the selected adapters and the services every route shares. */
export function createContext(
  app: FastifyInstance,
  {
    config,
    database,
    adapters,
    lifecycle,
    metrics,
  }: {
    config: Config;
    database: Database;
    adapters: Adapters;
    lifecycle: Lifecycle;
    metrics: Metrics;
  },
): AppContext {
  const { embeddedBooking: _embeddedBooking, ...outside } = adapters;
  const sessions = new SessionService(database, config.session);
  const rateLimits = new RateLimitStore(database.db);
  const webhookSecrets = new WebhookSecrets(config);
  return {
    config,
    database,
    ...outside,
    geography: new GeographyService(database),
    sessions,
    remoteConfig: new RemoteConfigService(database, sessions),
    sessionEvents: new SessionEventHub(),
    rateLimits,
    loginLimiter: new LoginLimiter(
      rateLimits,
      config.loginMaxFailuresPerMinute,
      config.loginMaxGlobalFailuresPerMinute,
    ),
    webhooks: {
      secrets: webhookSecrets,
      worker: new WebhookWorker({
        db: database.db,
        secrets: webhookSecrets,
        policy: config.webhooks,
        timeoutMs: config.webhooks.timeoutMs,
        log: app.log,
      }),
    },
    jobs: new JobQueue(database, { ...config.jobs, log: app.log }),
    exportSlots: new ExportSlots(config.exportConcurrency, EXPORT_LINE_MAX),
    lifecycle,
    metrics,
  };
}

/** Starts the context's services, and stops them with the app (http/lifecycle.ts: the drain). */
export async function startServices(app: FastifyInstance, ctx: AppContext) {
  const { config, remoteConfig, sessionEvents, geography, rateLimits } = ctx;
  await remoteConfig.start();
  await sessionEvents.start(ctx.database);
  const stopGeography = await geography.start();
  if (config.webhooks.allowHttpLoopback)
    app.log.warn(
      'WEBHOOK_ALLOW_HTTP_LOOPBACK is on: webhooks may go over plain http to this machine (tests only)',
    );
  // The background jobs (modules/jobs): the file sweep, backfills, statistics rollup, webhook
  // deliveries and reset mails, each run once across every instance.
  await ctx.jobs.start(backgroundJobs(ctx, app.log));
  // Shutting down (http/lifecycle.ts): before the drain, the live streams end (their pages reconnect
  // elsewhere) and no new job is fetched; once the requests are done, the jobs running here get the
  // rest of the grace period, then are failed (and retried by another instance).
  let stoppingSince = 0;
  app.addHook('preClose', async () => {
    sessionEvents.closeStreams();
    stoppingSince = Date.now();
    void ctx.jobs.stopFetching();
  });
  app.addHook('onClose', async () => {
    await ctx.jobs.stop(config.shutdownGraceMs - (Date.now() - stoppingSince));
    await stopGeography();
    await sessionEvents.stop();
    await remoteConfig.stop();
    await rateLimits.close();
  });
}
