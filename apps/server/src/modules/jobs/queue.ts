import type { JobQueueName } from '@cabildo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type ConstructorOptions, type Queue } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { currentRequestId, runForRequest } from '../../http/request-id.ts';

/**
 * One kind of background job (issue 20 item 1): its queue, how it retries, what it does and, for a
 * scheduled one, how often. Each job runs on one instance only, whichever fetches it first.
 */
export type JobDefinition<Data extends object = object> = {
  name: JobQueueName;
  /**
   * The queue's policy, how many retries and how long finished jobs are kept (pg-boss); the retries'
   * first delay is JOBS_RETRY_DELAY_SECONDS for every queue, doubling each time.
   */
  queue: Omit<Queue, 'name' | 'retryDelay' | 'retryBackoff'>;
  /** Runs one job; a throw fails it, and it is retried as `queue` says. */
  run(data: Data, signal: AbortSignal): Promise<void>;
  /** Scheduled: one job each period of so many seconds across every instance (throttled slots). */
  everySeconds?: number;
  /** Queued when an instance starts (an exclusive queue keeps it to one while one waits or runs). */
  atStart?: boolean;
};

/** How often an instance offers the job of a period at most: a period is never missed for long. */
const MAX_TICK_MS = 60_000;
const DAY_SECONDS = 86_400;

/**
 * A scheduled job's queue: one job at a time across every instance, waiting or running (pg-boss's
 * `exclusive` policy: a slow run is never overlapped by the next period's); a failure is retried
 * twice; finished jobs are kept a week.
 */
export const SCHEDULED_JOB_QUEUE = {
  policy: 'exclusive',
  retryLimit: 2,
  retryDelayMax: 600,
  deleteAfterSeconds: 7 * DAY_SECONDS,
} as const satisfies JobDefinition['queue'];

/**
 * The PostgreSQL-backed job queue (pg-boss, its own `pgboss` schema) on the app's database: a pool
 * of its own on PostgreSQL, the PGlite client itself on the embedded database. Jobs survive
 * restarts, are retried with backoff, and each is fetched by one instance (`FOR UPDATE SKIP LOCKED`);
 * a period's scheduled job is one row (pg-boss's throttling slot), however many instances offer it.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<JobQueueName, string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private fetching = false;

  constructor(
    database: Database,
    private readonly options: { pollSeconds: number; retryDelaySeconds: number; log: FastifyBaseLogger },
  ) {
    const common: ConstructorOptions = { schedule: false, registerInstance: false };
    this.boss = new PgBoss(
      'url' in database.connection
        ? { ...common, connectionString: database.connection.url, max: 4, application_name: 'cabildo-jobs' }
        : { ...common, db: fromPglite(database.connection.pglite), backend: 'pglite' },
    );
    this.boss.on('error', (error) => options.log.warn({ err: error }, 'job queue error'));
  }

  /** Whether this instance runs jobs (JOBS_POLL_SECONDS above 0), or only queues them. */
  get works(): boolean {
    return this.options.pollSeconds > 0;
  }

  /**
   * Installs or migrates the queue's schema (under pg-boss's advisory lock), creates the queues,
   * starts this instance's workers and its offers of the scheduled jobs.
   */
  async start(definitions: JobDefinition[]): Promise<void> {
    await this.boss.start();
    const { retryDelaySeconds } = this.options;
    const backoff = retryDelaySeconds > 0;
    for (const definition of definitions) {
      const { policy, retryDelayMax, ...settings } = definition.queue;
      // Retries at once (tests) have no backoff, and so no longest delay.
      const retries = { retryDelay: retryDelaySeconds, retryBackoff: backoff };
      const longest = backoff && retryDelayMax ? { retryDelayMax } : {};
      await this.boss.createQueue(definition.name, { ...settings, ...retries, ...longest, policy });
      // createQueue leaves an existing queue as it was: this version's settings apply too.
      await this.boss.updateQueue(definition.name, {
        ...settings,
        ...retries,
        retryDelayMax: null,
        ...longest,
      });
    }
    if (this.works) {
      this.fetching = true;
      for (const definition of definitions) {
        const id = await this.boss.work<object>(
          definition.name,
          { pollingIntervalSeconds: this.options.pollSeconds },
          async ([job]) => {
            // Logged under the id of the request that queued it, if one did.
            const { requestId, ...data } = job!.data as { requestId?: string };
            const run = async () => {
              try {
                return await definition.run(data, job!.signal);
              } catch (error) {
                // The job's data is never logged (addresses, tokens): its queue and id find it on /jobs.
                this.options.log.warn({ err: error, queue: definition.name, job: job!.id }, 'job failed');
                throw error;
              }
            };
            return requestId ? runForRequest(requestId, run) : run();
          },
        );
        this.workers.set(definition.name, id);
      }
    }
    for (const definition of definitions) {
      if (definition.atStart) await this.send(definition.name, {});
      const period = definition.everySeconds;
      if (!period) continue;
      const offer = () => void this.offerScheduled(definition.name, period);
      offer();
      this.timers.push(setInterval(offer, Math.min(period * 1000, MAX_TICK_MS)).unref());
    }
  }

  /**
   * Queues a job (with the id of the request queuing it, for its log lines), to start at once or
   * `startAfter` seconds later; this instance's worker, if it has one, looks at once. Null: the
   * queue refused it (policy, slot).
   */
  async send(
    name: JobQueueName,
    data: object,
    options: { startAfter?: number } = {},
  ): Promise<string | null> {
    const requestId = currentRequestId();
    const id = await this.boss.send(name, requestId ? { ...data, requestId } : data, options);
    if (id) this.wake(name);
    return id;
  }

  /** Queues many jobs of one queue in one statement (the users import's invitations); their ids. */
  async sendMany(name: JobQueueName, data: readonly object[]): Promise<string[]> {
    if (!data.length) return [];
    const requestId = currentRequestId();
    const ids = await this.boss.insert(
      name,
      data.map((entry) => ({ data: requestId ? { ...entry, requestId } : entry })),
      { returnId: true },
    );
    this.wake(name);
    return ids ?? [];
  }

  /**
   * Offers the scheduled job of the current period (`floor(now / period)`): the first offer of a
   * period queues it, every other instance's offer finds the slot taken.
   */
  async offerScheduled(name: JobQueueName, periodSeconds: number): Promise<string | null> {
    try {
      const id = await this.boss.sendThrottled(name, {}, null, periodSeconds);
      if (id) this.wake(name);
      return id;
    } catch (error) {
      this.options.log.warn({ err: error, queue: name }, 'scheduled job not queued');
      return null;
    }
  }

  /** Queues a failed job again (one more attempt). Whether there was such a failed job. */
  async retry(name: JobQueueName, id: string): Promise<boolean> {
    const result = (await this.boss.retry(name, id)) as { affected?: number };
    if (!result.affected) return false;
    this.wake(name);
    return true;
  }

  private wake(name: JobQueueName): void {
    const worker = this.workers.get(name);
    if (worker && this.fetching) this.boss.notifyWorker(worker);
  }

  /** Shutting down, before the requests drain: no new offers, no new jobs fetched; jobs running go on. */
  async stopFetching(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    if (!this.fetching) return;
    this.fetching = false;
    await Promise.all([...this.workers.keys()].map((name) => this.boss.offWork(name, { wait: false })));
  }

  /**
   * Waits up to `graceMs` for the jobs running here, then stops: a job still running is failed and
   * retried later by any instance (its queue's retries); pg-boss's own pool closes.
   */
  async stop(graceMs: number): Promise<void> {
    await this.stopFetching();
    await this.boss.stop({ graceful: true, timeout: Math.max(graceMs, 1000), close: true });
  }
}
