import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { EmbeddedBookingStore } from './adapters/booking/embedded.ts';
import { embeddedBookingPage } from './adapters/booking/page.ts';
import { siteFileRoutes } from './http/site-files.ts';
import { answerCorrectionRoutes } from './modules/answers/correction/routes.ts';
import { answerExportRoutes } from './modules/answers/export/routes.ts';
import { ownAnswerRoutes } from './modules/answers/own/routes.ts';
import { answerReviewRoutes } from './modules/answers/review/routes.ts';
import { answerRoutes } from './modules/answers/routes.ts';
import { appointmentRoutes } from './modules/appointments/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { citizenRevisionRoutes } from './modules/citizen-portal/revision/routes.ts';
import { citizenPortalRoutes } from './modules/citizen-portal/routes.ts';
import { citizenRoutes } from './modules/citizens/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { geographyRoutes } from './modules/geography/routes.ts';
import { metricsRoutes } from './modules/health/metrics.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { lookupRoutes } from './modules/lookup/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { placeRoutes } from './modules/places/routes.ts';
import { recipientRoutes } from './modules/recipients/routes.ts';
import { recordRoutes } from './modules/records/routes.ts';
import { pdfSettingsRoutes } from './modules/records/settings-routes.ts';
import { remoteConfigRoutes } from './modules/remote-config/routes.ts';
import { statisticsRoutes } from './modules/statistics/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';

export type RouteEntry = {
  /** What every URL of the plugin starts with. */
  prefix: string;
  // Each plugin is typed by its own provider (zod or none); registering it is all the table does.
  plugin: FastifyPluginAsync;
  /** Where a prefix is shared: the paths under it this plugin serves (`:id` for any id). */
  serves?: string[];
};

/**
 * The route table: every URL of the API, the plugin (file) that serves it. A path under a prefix
 * another plugin shares lists what it serves. In registration order (the OpenAPI description's).
 */
export const ROUTES: RouteEntry[] = [
  { prefix: '/api/health', plugin: healthRoutes }, // modules/health/routes.ts
  { prefix: '', plugin: metricsRoutes, serves: ['/metrics'] }, // modules/health/metrics.ts
  { prefix: '', plugin: siteFileRoutes, serves: ['/robots.txt', '/.well-known/security.txt'] }, // http/site-files.ts
  { prefix: '/api/auth', plugin: authRoutes }, // modules/auth/routes.ts (+ oidc-routes.ts: /api/auth/oidc)
  { prefix: '/api/remote-config', plugin: remoteConfigRoutes }, // modules/remote-config/routes.ts
  { prefix: '/api/users', plugin: userRoutes }, // modules/users/routes.ts (+ import-routes.ts: /api/users/import)
  {
    prefix: '/api',
    plugin: geographyRoutes, // modules/geography/routes.ts
    serves: ['/areas', '/geography/tree', '/municipalities', '/municipalities/:id'],
  },
  { prefix: '/api/forms', plugin: formRoutes }, // modules/forms/routes.ts: the forms themselves
  { prefix: '/api/files', plugin: fileRoutes }, // modules/files/routes.ts
  {
    prefix: '/api',
    plugin: answerRoutes, // modules/answers/routes.ts: answering, and reading one answer
    serves: ['/answering/forms/:id', '/answers/:id'],
  },
  {
    prefix: '/api',
    plugin: answerReviewRoutes, // modules/answers/review/routes.ts: the answers list, map and states
    serves: ['/forms/:id/answers', '/answers/:id', '/answers/:id/state'],
  },
  { prefix: '/api/forms', plugin: answerExportRoutes, serves: ['/:id/answers/export'] }, // modules/answers/export/routes.ts
  {
    prefix: '/api',
    plugin: statisticsRoutes, // modules/statistics/routes.ts
    serves: ['/forms/:id/statistics', '/statistics/monthly'],
  },
  { prefix: '/api/municipalities', plugin: pdfSettingsRoutes, serves: ['/:id/pdf-settings'] }, // modules/records/settings-routes.ts
  {
    prefix: '/api',
    plugin: recordRoutes, // modules/records/routes.ts: PDF, e-mail copy, voucher
    serves: ['/answers/:id/email', '/answers/:id/record.pdf', '/public/answers/:id/voucher'],
  },
  {
    prefix: '/api/answers',
    plugin: answerCorrectionRoutes, // modules/answers/correction/routes.ts
    serves: ['/:id/correction', '/:id/corrected', '/:id/completion'],
  },
  { prefix: '/api/forms', plugin: ownAnswerRoutes, serves: ['/:id/answers/mine'] }, // modules/answers/own/routes.ts
  { prefix: '/api/places', plugin: placeRoutes }, // modules/places/routes.ts
  { prefix: '/api/citizens', plugin: citizenRoutes }, // modules/citizens/routes.ts
  { prefix: '/api/public', plugin: lookupRoutes, serves: ['/records/:code', '/status'] }, // modules/lookup/routes.ts
  { prefix: '/api/citizen-portal/revisions', plugin: citizenRevisionRoutes }, // modules/citizen-portal/revision/routes.ts
  {
    prefix: '/api/citizen-portal',
    plugin: citizenPortalRoutes, // modules/citizen-portal/routes.ts
    serves: ['/forms/:id', '/answers'],
  },
  { prefix: '/api/recipients', plugin: recipientRoutes }, // modules/recipients/routes.ts
  {
    prefix: '/api',
    plugin: appointmentRoutes, // modules/appointments/routes.ts
    serves: ['/appointments/agendas', '/public/answers/:id/appointment'],
  },
  { prefix: '/api/payments', plugin: paymentRoutes }, // modules/payments/routes.ts
  { prefix: '/api/webhooks', plugin: webhookRoutes }, // modules/webhooks/routes.ts
  { prefix: '/api/jobs', plugin: jobRoutes }, // modules/jobs/routes.ts
  { prefix: '/api/audit', plugin: auditRoutes }, // modules/audit/routes.ts
];

/** Registers the route table, and the embedded booking system's page when it stands in (/turnero). */
export async function registerRoutes(
  app: FastifyInstance,
  { embeddedBooking, dataDir }: { embeddedBooking: { secret: string } | null; dataDir: string },
) {
  for (const { prefix, plugin } of ROUTES) await app.register(plugin, { prefix });
  if (embeddedBooking) {
    await app.register(
      embeddedBookingPage({
        secret: embeddedBooking.secret,
        store: new EmbeddedBookingStore(path.join(dataDir, 'booking')),
      }),
    );
  }
}
