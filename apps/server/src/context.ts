import type { BookingSystem } from './adapters/booking/port.ts';
import type { CitizenPortal } from './adapters/citizen-portal/port.ts';
import type { PaymentGateway } from './adapters/payment-gateway/port.ts';
import type { CitizenRegistry } from './adapters/citizen-registry/port.ts';
import type { Geocoding } from './adapters/geocoding/port.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { ManagementSystem } from './adapters/management-system/port.ts';
import type { Storage } from './adapters/storage/port.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Lifecycle } from './http/lifecycle.ts';
import type { Metrics } from './http/metrics.ts';
import type { RateLimitStore } from './http/rate-limit-store.ts';
import type { GeographyService } from './modules/geography/service.ts';
import type { JobQueue } from './modules/jobs/queue.ts';
import type { SessionEventHub } from './live/session-events.ts';
import type { LoginLimiter } from './modules/auth/login-limiter.ts';
import type { SessionService } from './modules/auth/sessions.ts';
import type { ExportSlots } from './modules/answers/export/slots.ts';
import type { RemoteConfigService } from './modules/remote-config/service.ts';
import type { WebhookSecrets } from './modules/webhooks/signing.ts';
import type { WebhookWorker } from './modules/webhooks/worker.ts';

/** Everything a route needs from the outside, built once per app (services.ts, on adapters/select.ts). */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  managementSystem: ManagementSystem;
  citizenRegistry: CitizenRegistry;
  /** The municipality's citizen portal (citizenOaToken, citizen hash). */
  citizenPortal: CitizenPortal;
  /** The municipality's booking system (getTurneroGroupProcedure, getTurneroEncryptCode). */
  booking: BookingSystem;
  /** The card gateway (the bank's signed-redirect page, or the embedded sandbox). */
  paymentGateway: PaymentGateway;
  storage: Storage;
  geocoding: Geocoding;
  geography: GeographyService;
  sessions: SessionService;
  remoteConfig: RemoteConfigService;
  sessionEvents: SessionEventHub;
  /** The rate limits' counts, shared through the database by every instance (http/rate-limiter.ts). */
  rateLimits: RateLimitStore;
  loginLimiter: LoginLimiter;
  /** Webhooks: the endpoints' secrets, and the worker that sends due deliveries (`deliverDue`). */
  webhooks: { secrets: WebhookSecrets; worker: WebhookWorker };
  /** The background jobs' queue (issue 20 item 1): `send` a job, run once by some instance. */
  jobs: JobQueue;
  /** This instance's Excel exports: EXPORT_CONCURRENCY at once, the others in line. */
  exportSlots: ExportSlots;
  /** Shutting down or not; work the database must outlive (issue 20 item 3). */
  lifecycle: Lifecycle;
  /** The Prometheus registry and the counters the modules feed (issue 20 item 6). */
  metrics: Metrics;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
