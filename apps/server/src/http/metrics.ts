import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { CABILDO_VERSION } from '../version.ts';

/**
 * The Prometheus metrics of one server (prom-client, a registry per app so tests and benches can
 * build several): the process's own (memory, CPU, event loop), HTTP requests per route pattern, and
 * what the modules count (answers saved, export rows). Gauges read from the database at each scrape
 * are added by the metrics route (modules/health/metrics.ts).
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'cabildo_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: their count (the rate) and time to the last byte',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [this.registry],
  });
  readonly answersSaved = new Counter({
    name: 'cabildo_answers_saved_total',
    help: 'New answers saved, by answering mode (a resend of a saved answer is not counted)',
    labelNames: ['mode'] as const,
    registers: [this.registry],
  });
  readonly exportRows = new Counter({
    name: 'cabildo_export_rows_total',
    help: 'Answers read into Excel exports',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Always 1; its label says which version each instance runs (a rolling upgrade shows both).
    new Gauge({
      name: 'cabildo_build_info',
      help: 'The Cabildo version this instance runs (the label; the value is always 1)',
      labelNames: ['version'] as const,
      registers: [this.registry],
    }).set({ version: CABILDO_VERSION }, 1);
  }

  /** A gauge whose value is read when Prometheus scrapes. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: (gauge: Gauge<L>) => void | Promise<void>,
  ): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        await collect(this);
      },
    });
  }

  /** Times every request under its route pattern (`/api/forms/:id`), never its raw URL. */
  register(app: FastifyInstance, openResponses: () => number): void {
    this.gauge('cabildo_http_open_responses', 'Requests in flight and open event streams', [], (gauge) =>
      gauge.set(openResponses()),
    );
    app.addHook('onResponse', async (request, reply) => {
      this.requestDuration.observe(
        { method: request.method, route: routeOf(request), status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
  }
}

/** The route pattern; requests no route took (404s, the web app's pages) share one label. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
