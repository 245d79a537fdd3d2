import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingSecret,
  EMBEDDED_BOOKING_PATH,
  EmbeddedBookingStore,
  embeddedBookingSystem,
} from './adapters/booking/embedded.ts';
import { httpBookingSystem } from './adapters/booking/http.ts';
import { embeddedBookingPage } from './adapters/booking/page.ts';
import type { BookingSystem } from './adapters/booking/port.ts';
import { citizenPortalSecret, embeddedCitizenPortal } from './adapters/citizen-portal/embedded.ts';
import { httpCitizenPortal } from './adapters/citizen-portal/http.ts';
import { paymentGatewayOf } from './adapters/payment-gateway/redsys.ts';
import type { CitizenPortal } from './adapters/citizen-portal/port.ts';
import { embeddedCitizenRegistry } from './adapters/citizen-registry/embedded.ts';
import { httpCitizenRegistry } from './adapters/citizen-registry/http.ts';
import { nominatimGeocoding } from './adapters/geocoding/nominatim.ts';
import { folderMailer, smtpMailer, type Mailer } from './adapters/mail/mailer.ts';
import { embeddedManagementSystem } from './adapters/management-system/embedded.ts';
import { httpManagementSystem } from './adapters/management-system/http.ts';
import type { ManagementSystem } from './adapters/management-system/port.ts';
import { localStorage } from './adapters/storage/local.ts';
import { s3Storage } from './adapters/storage/s3.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/errors.ts';
import { Lifecycle } from './http/lifecycle.ts';
import { loggerOptions, type LogStream } from './http/logging.ts';
import { Metrics } from './http/metrics.ts';
import { EXPORT_LINE_MAX, ExportSlots } from './modules/answers/export/slots.ts';
import { registerRequestIds, requestIdGenerator } from './http/request-id.ts';
import { registerApiDocs } from './http/openapi.ts';
import { registerStorableInputCheck } from './http/storable-input.ts';
import { allowFraming, embeddingOrigins } from './http/embedding.ts';
import { fastifyTrustProxy, trustsHop } from './http/proxy-trust.ts';
import { requestPath } from './http/request-path.ts';
import { siteFileRoutes, wantsWebPage } from './http/site-files.ts';
import { contentSecurityPolicy, registerApiNoStore, registerOriginCheck } from './http/security.ts';
import { SessionEventHub } from './live/session-events.ts';
import { ownAnswerRoutes } from './modules/answers/own/routes.ts';
import { answerCorrectionRoutes } from './modules/answers/correction/routes.ts';
import { answerExportRoutes } from './modules/answers/export/routes.ts';
import { answerReviewRoutes } from './modules/answers/review/routes.ts';
import { answerRoutes } from './modules/answers/routes.ts';
import { appointmentRoutes } from './modules/appointments/routes.ts';
import { optionalAuth } from './modules/auth/guard.ts';
import { mayAccess } from './modules/access/index.ts';
import { LoginLimiter } from './modules/auth/login-limiter.ts';
import { RateLimitStore } from './http/rate-limit-store.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { SessionService } from './modules/auth/sessions.ts';
import { citizenPortalRoutes } from './modules/citizen-portal/routes.ts';
import { citizenRevisionRoutes } from './modules/citizen-portal/revision/routes.ts';
import { citizenRoutes } from './modules/citizens/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { geographyRoutes } from './modules/geography/routes.ts';
import { backgroundJobs } from './jobs.ts';
import { JobQueue } from './modules/jobs/queue.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { GeographyService } from './modules/geography/service.ts';
import { metricsRoutes } from './modules/health/metrics.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { lookupRoutes } from './modules/lookup/routes.ts';
import { placeRoutes } from './modules/places/routes.ts';
import { recipientRoutes } from './modules/recipients/routes.ts';
import { pdfSettingsRoutes } from './modules/records/settings-routes.ts';
import { remoteConfigRoutes } from './modules/remote-config/routes.ts';
import { statisticsRoutes } from './modules/statistics/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { recordRoutes } from './modules/records/routes.ts';
import { RemoteConfigService } from './modules/remote-config/service.ts';
import { userRoutes } from './modules/users/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { WebhookSecrets } from './modules/webhooks/signing.ts';
import { WebhookWorker } from './modules/webhooks/worker.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export type BuildOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  managementSystem?: ManagementSystem;
  citizenPortal?: CitizenPortal;
  booking?: BookingSystem;
  logStream?: LogStream;
};

/** Builds the HTTP application on an open database (main.ts and the tests both use it). */
export async function buildApp({
  config,
  database,
  mailer,
  managementSystem,
  citizenPortal,
  booking,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // One trust function (TRUST_PROXY) for request.ip, which every limit, audit and log line uses.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A UUID per request (or a trusted proxy's X-Request-Id), as `requestId` in every log line.
    genReqId: requestIdGenerator(trustsHop(config.trustProxy)),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<ZodTypeProvider>();
  // First: the request's id in its async context, its header and its error bodies.
  registerRequestIds(app);
  const lifecycle = new Lifecycle();
  lifecycle.register(app);
  const metrics = new Metrics();
  metrics.register(app, () => lifecycle.openResponses);

  const sessions = new SessionService(database, config.session);
  const remoteConfig = new RemoteConfigService(database, sessions);
  const sessionEvents = new SessionEventHub();
  const geography = new GeographyService(database);
  const rateLimits = new RateLimitStore(database.db);
  // The embedded booking system (no BOOKING_URL): its codes' key; its page is registered below.
  const webhookSecrets = new WebhookSecrets(config);
  const webhookWorker = new WebhookWorker({
    db: database.db,
    secrets: webhookSecrets,
    policy: config.webhooks,
    timeoutMs: config.webhooks.timeoutMs,
    log: app.log,
  });
  const embeddedBooking = config.booking.url
    ? null
    : { secret: bookingSecret(config.booking.secret, config.dataDir) };
  const ctx: AppContext = {
    config,
    database,
    mailer:
      mailer ??
      (config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom)
        : folderMailer(path.join(config.dataDir, 'mail'), config.mailFrom, app.log)),
    managementSystem:
      managementSystem ??
      (config.managementSystem
        ? httpManagementSystem(
            config.managementSystem.url,
            config.managementSystem.token,
            config.integrationTimeoutMs,
          )
        : embeddedManagementSystem(database.db, path.join(config.dataDir, 'mail'))),
    citizenRegistry: config.citizenRegistry
      ? httpCitizenRegistry(
          config.citizenRegistry.url,
          config.citizenRegistry.token,
          config.integrationTimeoutMs,
        )
      : embeddedCitizenRegistry(database.db),
    citizenPortal:
      citizenPortal ??
      (config.citizenPortal.url
        ? httpCitizenPortal(config.citizenPortal.url, config.citizenPortal.token, config.integrationTimeoutMs)
        : embeddedCitizenPortal(citizenPortalSecret(config.citizenPortal.secret, config.dataDir))),
    paymentGateway: paymentGatewayOf(config.payments.gatewayUrl, config.appUrl),
    booking:
      booking ??
      (config.booking.url
        ? httpBookingSystem(
            config.booking.url,
            config.booking.token,
            config.booking.authorizeUrl!,
            config.integrationTimeoutMs,
          )
        : embeddedBookingSystem(embeddedBooking!.secret, `${config.appUrl}${EMBEDDED_BOOKING_PATH}`)),
    storage: config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files')),
    geocoding: nominatimGeocoding({
      defaultUrl: config.geocodingUrl,
      userAgent: `Cabildo (${config.appUrl})`,
    }),
    geography,
    sessions,
    remoteConfig,
    sessionEvents,
    rateLimits,
    loginLimiter: new LoginLimiter(
      rateLimits,
      config.loginMaxFailuresPerMinute,
      config.loginMaxGlobalFailuresPerMinute,
    ),
    webhooks: { secrets: webhookSecrets, worker: webhookWorker },
    jobs: new JobQueue(database, { ...config.jobs, log: app.log }),
    exportSlots: new ExportSlots(config.exportConcurrency, EXPORT_LINE_MAX),
    lifecycle,
    metrics,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  await remoteConfig.start();
  await sessionEvents.start(database);
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

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const overHttps = config.appUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        ...contentSecurityPolicy(config.map.tileUrl),
        // The payment wizard posts its signed request to the card gateway's page (issue 17).
        formAction: [
          "'self'",
          ...(config.payments.gatewayUrl ? [new URL(config.payments.gatewayUrl).origin] : []),
        ],
        upgradeInsecureRequests: overHttps ? [] : null,
      },
    },
    // Only promise HTTPS when the product is served over it.
    strictTransportSecurity: overHttps,
    // Like frame-ancestors 'none': no page is framed, but the embeddable ones (http/embedding.ts).
    xFrameOptions: { action: 'deny' },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, {
    // Brotli at quality 4 (the plugin's default) or gzip: fast enough for every JSON answer.
    encodings: ['br', 'gzip'],
    // JSON and text only: never the live streams (they flush event by event) nor the xlsx, already deflated.
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|javascript|(?:\+|\/)xml(?:;|$)/u,
    // Request bodies are never inflated: the body limit stays a limit on what arrives.
    globalDecompression: false,
  });
  registerOriginCheck(app, config.appUrl);
  registerApiNoStore(app);
  registerStorableInputCheck(app);
  await registerApiDocs(
    app,
    config.apiDocs,
    async (request, reply) => mayAccess(await optionalAuth(request, reply), 'read', 'sistema'),
  );

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(metricsRoutes);
  await app.register(siteFileRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(remoteConfigRoutes, { prefix: '/api/remote-config' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(geographyRoutes, { prefix: '/api' });
  await app.register(formRoutes, { prefix: '/api/forms' });
  await app.register(fileRoutes, { prefix: '/api/files' });
  await app.register(answerRoutes, { prefix: '/api' });
  await app.register(answerReviewRoutes, { prefix: '/api' });
  await app.register(answerExportRoutes, { prefix: '/api' });
  await app.register(statisticsRoutes, { prefix: '/api' });
  await app.register(pdfSettingsRoutes, { prefix: '/api' });
  await app.register(recordRoutes, { prefix: '/api' });
  await app.register(answerCorrectionRoutes, { prefix: '/api' });
  await app.register(ownAnswerRoutes, { prefix: '/api' });
  await app.register(placeRoutes, { prefix: '/api/places' });
  await app.register(citizenRoutes, { prefix: '/api/citizens' });
  await app.register(lookupRoutes, { prefix: '/api/public' });
  await app.register(citizenRevisionRoutes, { prefix: '/api' });
  await app.register(citizenPortalRoutes, { prefix: '/api' });
  await app.register(recipientRoutes, { prefix: '/api/recipients' });
  await app.register(appointmentRoutes, { prefix: '/api' });
  if (embeddedBooking) {
    await app.register(
      embeddedBookingPage({
        secret: embeddedBooking.secret,
        store: new EmbeddedBookingStore(path.join(config.dataDir, 'booking')),
      }),
    );
  }
  await app.register(paymentRoutes, { prefix: '/api/payments' });
  await app.register(webhookRoutes, { prefix: '/api/webhooks' });
  await app.register(jobRoutes, { prefix: '/api/jobs' });

  const webDist = config.webDistDir ?? DEFAULT_WEB_DIST;
  const serveWeb = existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Source maps stay private even when a build has them.
      globIgnore: ['**/*.map'],
      // The build writes .br and .gz next to each asset; they go out to browsers that accept them.
      preCompressed: true,
      // Our own header below, not send's `public, max-age=0`.
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name: they never change. The app shell is checked every time.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (serveWeb && wantsWebPage(request)) {
      // The web app owns every other path (its router shows its own 404). The public answer and
      // saved pages may be framed by their municipality's sites.
      allowFraming(reply, await embeddingOrigins(database, requestPath(request)));
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Route not found.' } });
  });

  return app;
}
