import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  webhookRetryDelaySeconds,
} from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { SCHEDULED_JOB_QUEUE, type JobDefinition } from '../jobs/index.ts';
import type { AddressPolicy } from './addresses.ts';
import { postWebhook, type Attempt } from './sender.ts';
import { signWebhook, type WebhookSecrets } from './signing.ts';

/** Deliveries claimed at a time by one instance (sent together). */
const BATCH = 10;
/** Settled deliveries are kept this long in the log, then deleted. */
export const WEBHOOK_LOG_DAYS = 30;
const PRUNE_EVERY_SECONDS = 3600;

export type WebhookWorkerOptions = {
  db: DbOrTx;
  secrets: WebhookSecrets;
  policy: AddressPolicy;
  timeoutMs: number;
  log: FastifyBaseLogger;
};

type Claimed = {
  id: string;
  event: string;
  attempts: number;
  url: string;
  secret: string;
  body: string;
};

/**
 * The delivery worker, run by the job queue (webhookDeliveryJobs below, issue 20). Each round claims due deliveries with
 * `FOR UPDATE SKIP LOCKED` and moves their next attempt past the attempt's time limit in the same
 * statement (a lease): another instance skips them, and if this one dies mid-send they are due
 * again once the lease lapses. The HTTP request is made outside any transaction; its outcome is
 * written only while the claim is still this one's (same attempt number). A receiver may thus get a
 * delivery twice (an instance that died after sending), never two instances at once: receivers drop
 * a `Cabildo-Delivery` id they already have.
 */
export class WebhookWorker {
  constructor(private readonly options: WebhookWorkerOptions) {}

  /** Claims the deliveries due at `now` (up to a batch), sends them and records each outcome. How many were sent. */
  async deliverDue(now: Date = new Date()): Promise<number> {
    const { db, timeoutMs } = this.options;
    const lease = new Date(now.getTime() + timeoutMs + 60_000);
    const claimed = await db.execute<Claimed>(sql`
      update webhook_deliveries d
      set attempts = d.attempts + 1, last_attempt_at = ${now.toISOString()}::timestamptz,
        next_attempt_at = ${lease.toISOString()}::timestamptz
      from (
        select w.id from webhook_deliveries w
        join webhook_endpoints e on e.id = w.endpoint_id and e.enabled
        where w.status = 'pending' and w.next_attempt_at <= ${now.toISOString()}::timestamptz
        order by w.next_attempt_at
        limit ${BATCH}
        for update of w skip locked
      ) due, webhook_endpoints e
      where d.id = due.id and e.id = d.endpoint_id
      returning d.id, d.event, d.attempts, e.url, e.secret_ciphertext as secret,
        (jsonb_build_object('id', d.id, 'type', d.event) || d.payload)::text as body`);
    await Promise.all(claimed.rows.map((delivery) => this.send(delivery, now)));
    return claimed.rows.length;
  }

  private async send(delivery: Claimed, now: Date): Promise<void> {
    const { secrets, policy, timeoutMs, log } = this.options;
    let attempt: Attempt;
    try {
      const secret = secrets.open(delivery.secret);
      const timestamp = Math.floor(Date.now() / 1000);
      attempt = await postWebhook(
        delivery.url,
        delivery.body,
        {
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, delivery.body),
          [WEBHOOK_DELIVERY_HEADER]: delivery.id,
          [WEBHOOK_EVENT_HEADER]: delivery.event,
        },
        { policy, timeoutMs },
      );
    } catch (error) {
      // The secret cannot be opened (WEBHOOK_SECRET_KEY changed): retried as any failure.
      log.error({ err: error, delivery: delivery.id }, 'webhook delivery could not be signed');
      attempt = {
        statusCode: null,
        failure: 'connectionFailed',
        excerpt: null,
      };
    }
    await this.record(delivery, attempt, now).catch((error: unknown) =>
      log.error({ err: error, delivery: delivery.id }, 'webhook delivery outcome not recorded'),
    );
  }

  private async record(delivery: Claimed, attempt: Attempt, now: Date): Promise<void> {
    const delivered = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
    const wait = delivered ? null : webhookRetryDelaySeconds(delivery.attempts);
    const status = delivered ? 'delivered' : wait === null ? 'failed' : 'pending';
    const next = wait === null ? null : new Date(now.getTime() + wait * 1000).toISOString();
    if (!delivered)
      this.options.log.info(
        {
          delivery: delivery.id,
          statusCode: attempt.statusCode,
          failure: attempt.failure,
          status,
        },
        'webhook delivery failed',
      );
    await this.options.db.execute(sql`
      update webhook_deliveries set status = ${status}, next_attempt_at = ${next}::timestamptz,
        last_status_code = ${attempt.statusCode}, last_error = ${attempt.failure},
        last_response = ${attempt.excerpt},
        delivered_at = case when ${delivered} then now() else delivered_at end
      where id = ${delivery.id}::uuid and attempts = ${delivery.attempts} and status = 'pending'`);
  }

  /** Deletes settled deliveries older than the log keeps. */
  async prune(now: Date = new Date()): Promise<void> {
    const before = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000).toISOString();
    await this.options.db.execute(sql`
      delete from webhook_deliveries where status <> 'pending' and created_at < ${before}::timestamptz`);
  }

  /** Sends rounds until one finds less than a full batch (or the job is stopped). */
  async deliverAllDue(signal?: AbortSignal): Promise<void> {
    while (!signal?.aborted && (await this.deliverDue()) === BATCH) {
      // a full batch: more may be due
    }
  }
}

/**
 * The deliveries as scheduled jobs (modules/jobs): a round every `pollSeconds` across every instance
 * (0: this instance schedules none), whichever instance fetches it sends what is due. A round that
 * fails is not retried: the next one claims what is still due, with each delivery's own backoff. Rounds
 * may overlap (a slow receiver): each claims its own deliveries. Finished rounds are kept an hour.
 */
export const webhookDeliveryJobs = (worker: WebhookWorker, pollSeconds: number): JobDefinition[] => [
  {
    name: 'webhook-deliveries',
    queue: { policy: 'standard', retryLimit: 0, deleteAfterSeconds: 3600 },
    ...(pollSeconds > 0 ? { everySeconds: pollSeconds } : {}),
    run: (_data, signal) => worker.deliverAllDue(signal),
  },
  {
    name: 'webhook-log-prune',
    queue: SCHEDULED_JOB_QUEUE,
    everySeconds: PRUNE_EVERY_SECONDS,
    run: () => worker.prune(),
  },
];
