import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { selectAdapters, type AdapterOverrides } from './adapters/select.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { Lifecycle } from './http/lifecycle.ts';
import { loggerOptions, type LogStream } from './http/logging.ts';
import { Metrics } from './http/metrics.ts';
import { registerHttpPlugins } from './http/plugins.ts';
import { fastifyTrustProxy, trustsHop } from './http/proxy-trust.ts';
import { registerRequestIds, requestIdGenerator } from './http/request-id.ts';
import { registerWebApp } from './http/web-app.ts';
import { mayAccess } from './modules/access/index.ts';
import { optionalAuth } from './modules/auth/index.ts';
import { registerRoutes } from './routes.ts';
import { createContext, startServices } from './services.ts';

export type BuildOptions = AdapterOverrides & {
  config: Config;
  database: Database;
  logStream?: LogStream;
};

/**
 * Builds the HTTP application on an open database (main.ts and the tests both use it): the adapters
 * (adapters/select.ts), the services (services.ts), the HTTP plugins (http/plugins.ts), the route
 * table (routes.ts) and the web app (http/web-app.ts).
 */
export async function buildApp({
  config,
  database,
  logStream,
  ...overrides
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

  const adapters = selectAdapters(config, database, app.log, overrides);
  const ctx = createContext(app, {
    config,
    database,
    adapters,
    lifecycle,
    metrics,
  });
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  await startServices(app, ctx);

  await registerHttpPlugins(app, config, async (request, reply) =>
    mayAccess(await optionalAuth(request, reply), 'read', 'sistema'),
  );
  await registerRoutes(app, {
    embeddedBooking: adapters.embeddedBooking,
    dataDir: config.dataDir,
  });
  await registerWebApp(app, { webDistDir: config.webDistDir, database });
  return app;
}
