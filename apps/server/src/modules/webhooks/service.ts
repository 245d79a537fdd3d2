import {
  mayManageWebhooks,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointPatch,
  type WebhookEvent,
  type WebhookSecret,
  type webhookDeliveryListQuerySchema,
  type webhookEndpointInputSchema,
} from '@cabildo/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forms, municipalities, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { apiError, type ApiError } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import type { AuthContext } from '../auth/index.ts';
import { mayAccess, requireAccess } from '../access/index.ts';
import { urlRefusal, type UrlRefusal } from './addresses.ts';
import type { WebhookSecrets } from './signing.ts';

type EndpointInput = z.output<typeof webhookEndpointInputSchema>;
type DeliveryQuery = z.output<typeof webhookDeliveryListQuerySchema>;

const REFUSALS: Record<UrlRefusal, () => ApiError> = {
  notHttps: () => apiError('WEBHOOK_URL_NOT_HTTPS'),
  addressNotAllowed: () => apiError('WEBHOOK_ADDRESS_NOT_ALLOWED'),
  hostUnresolved: () => apiError('WEBHOOK_HOST_UNRESOLVED'),
  invalid: () => apiError('VALIDATION_FAILED', [{ path: '/url', message: 'webhooks.errors.urlInvalid' }]),
};

const iso = (value: SQL) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoOrNull = (value: SQL) =>
  sql<string | null>`case when ${value} is null then null else ${iso(value)} end`;

/** An endpoint's row as the API shows it, with its counts and last attempt. */
const endpointColumns = {
  id: webhookEndpoints.id,
  municipality: sql<
    WebhookEndpoint['municipality']
  >`jsonb_build_object('id', ${municipalities.id}, 'name', ${municipalities.name})`,
  form: sql<
    WebhookEndpoint['form']
  >`case when ${forms.id} is null then null else jsonb_build_object('id', ${forms.id}, 'title', ${forms.title}) end`,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: sql<WebhookEvent[]>`${webhookEndpoints.events}`,
  enabled: webhookEndpoints.enabled,
  createdAt: iso(sql`${webhookEndpoints.createdAt}`),
  pending: sql<number>`(select count(*)::int from webhook_deliveries d where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'pending')`,
  failed: sql<number>`(select count(*)::int from webhook_deliveries d where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'failed')`,
  lastDelivery: sql<WebhookEndpoint['lastDelivery']>`(
    select jsonb_build_object('status', d.status, 'statusCode', d.last_status_code, 'at', ${iso(sql`d.last_attempt_at`)})
    from webhook_deliveries d where d.endpoint_id = ${webhookEndpoints.id} and d.last_attempt_at is not null
    order by d.last_attempt_at desc limit 1)`,
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  event: sql<WebhookEvent>`${webhookDeliveries.event}`,
  answerId: webhookDeliveries.answerId,
  answerCode: webhookDeliveries.answerCode,
  status: sql<WebhookDelivery['status']>`${webhookDeliveries.status}`,
  attempts: webhookDeliveries.attempts,
  createdAt: iso(sql`${webhookDeliveries.createdAt}`),
  lastAttemptAt: isoOrNull(sql`${webhookDeliveries.lastAttemptAt}`),
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: sql<WebhookDelivery['lastError']>`${webhookDeliveries.lastError}`,
  lastResponse: webhookDeliveries.lastResponse,
  nextAttemptAt: isoOrNull(sql`${webhookDeliveries.nextAttemptAt}`),
  deliveredAt: isoOrNull(sql`${webhookDeliveries.deliveredAt}`),
};

/**
 * Webhook endpoints and their delivery log (issue 18 item 4). Who may: `mayManageWebhooks` on the
 * endpoint's municipality (an admin any, an elevated supervisor the own one), checked on every
 * route and record; an endpoint of a municipality the caller does not manage is refused (403).
 */
export class WebhookService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'webhooks'>,
    private readonly secrets: WebhookSecrets,
  ) {}

  private allowed(auth: AuthContext, municipalityId: string): void {
    if (!mayManageWebhooks(auth.ability, municipalityId)) throw apiError('FORBIDDEN');
  }

  private async checkUrl(url: string): Promise<void> {
    const refusal = await urlRefusal(url, this.config.webhooks);
    if (refusal) throw REFUSALS[refusal]();
  }

  private async endpointRow(id: string): Promise<WebhookEndpoint | null> {
    const [row] = await this.db
      .select(endpointColumns)
      .from(webhookEndpoints)
      .innerJoin(municipalities, eq(municipalities.id, webhookEndpoints.municipalityId))
      .leftJoin(forms, eq(forms.id, webhookEndpoints.formId))
      .where(eq(webhookEndpoints.id, id));
    return row ?? null;
  }

  /** The endpoint's municipality, once the caller may manage it. */
  private async owned(auth: AuthContext, id: string): Promise<{ municipalityId: string }> {
    const [found] = await this.db
      .select({ municipalityId: webhookEndpoints.municipalityId })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    if (!found) throw apiError('NOT_FOUND', { resource: 'Webhook endpoint' });
    this.allowed(auth, found.municipalityId);
    return found;
  }

  /** An admin: every endpoint, or one municipality's; anyone else: the own municipality's. */
  async list(auth: AuthContext, municipalityId: string | undefined): Promise<WebhookEndpoint[]> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    const own = mayAccess(auth, 'manage', 'municipio')
      ? municipalityId
      : (auth.user.municipality?.id ?? null);
    if (own === null) return [];
    if (own !== undefined) this.allowed(auth, own);
    return this.db
      .select(endpointColumns)
      .from(webhookEndpoints)
      .innerJoin(municipalities, eq(municipalities.id, webhookEndpoints.municipalityId))
      .leftJoin(forms, eq(forms.id, webhookEndpoints.formId))
      .where(own === undefined ? undefined : eq(webhookEndpoints.municipalityId, own))
      .orderBy(asc(municipalities.name), asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  }

  /** The forms an endpoint of the municipality may be for (not deleted), by title. */
  async forms(auth: AuthContext, municipalityId: string): Promise<{ id: string; title: string }[]> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    this.allowed(auth, municipalityId);
    return this.db
      .select({ id: forms.id, title: forms.title })
      .from(forms)
      .where(and(eq(forms.municipalityId, municipalityId), eq(forms.deleted, false)))
      .orderBy(asc(forms.title), asc(forms.id));
  }

  async create(auth: AuthContext, input: EndpointInput, ip: string): Promise<WebhookSecret> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    this.allowed(auth, input.municipalityId);
    const [municipality] = await this.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.id, input.municipalityId));
    if (!municipality) throw apiError('NOT_FOUND', { resource: 'Municipality' });
    if (input.formId) {
      const [form] = await this.db
        .select({ id: forms.id })
        .from(forms)
        .where(
          and(
            eq(forms.id, input.formId),
            eq(forms.municipalityId, input.municipalityId),
            eq(forms.deleted, false),
          ),
        );
      if (!form) throw apiError('WEBHOOK_FORM_NOT_IN_MUNICIPALITY');
    }
    await this.checkUrl(input.url);
    const { secret, sealed } = this.secrets.generate();
    const id = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(webhookEndpoints)
        .values({
          municipalityId: input.municipalityId,
          formId: input.formId,
          url: input.url,
          events: input.events,
          description: input.description,
          secretCiphertext: sealed,
          createdBy: auth.row.id,
        })
        .returning({ id: webhookEndpoints.id });
      await audit(tx, {
        actorId: auth.row.id,
        action: 'webhook.create',
        subject: 'webhook',
        subjectId: created!.id,
        after: {
          municipalityId: input.municipalityId,
          formId: input.formId,
          url: input.url,
          events: input.events,
        },
        ip,
      });
      return created!.id;
    });
    return { endpoint: (await this.endpointRow(id))!, secret };
  }

  async update(
    auth: AuthContext,
    id: string,
    patch: WebhookEndpointPatch,
    ip: string,
  ): Promise<WebhookEndpoint> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    await this.owned(auth, id);
    if (patch.url !== undefined) await this.checkUrl(patch.url);
    await this.db.transaction(async (tx) => {
      await tx
        .update(webhookEndpoints)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(webhookEndpoints.id, id));
      await audit(tx, {
        actorId: auth.row.id,
        action: 'webhook.update',
        subject: 'webhook',
        subjectId: id,
        after: patch,
        ip,
      });
    });
    return (await this.endpointRow(id))!;
  }

  /** Deletes the endpoint and its delivery log (pending deliveries are not sent). */
  async remove(auth: AuthContext, id: string, ip: string): Promise<void> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    await this.owned(auth, id);
    await this.db.transaction(async (tx) => {
      const [gone] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({
        url: webhookEndpoints.url,
        municipalityId: webhookEndpoints.municipalityId,
      });
      if (!gone) throw apiError('NOT_FOUND', { resource: 'Webhook endpoint' });
      await audit(tx, {
        actorId: auth.row.id,
        action: 'webhook.delete',
        subject: 'webhook',
        subjectId: id,
        before: gone,
        ip,
      });
    });
  }

  /** A new secret, shown once; the old one stops signing at once (deliveries already due are signed with the new one). */
  async rotateSecret(auth: AuthContext, id: string, ip: string): Promise<WebhookSecret> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    await this.owned(auth, id);
    const { secret, sealed } = this.secrets.generate();
    await this.db.transaction(async (tx) => {
      await tx
        .update(webhookEndpoints)
        .set({ secretCiphertext: sealed, updatedAt: new Date() })
        .where(eq(webhookEndpoints.id, id));
      await audit(tx, {
        actorId: auth.row.id,
        action: 'webhook.rotate-secret',
        subject: 'webhook',
        subjectId: id,
        ip,
      });
    });
    return { endpoint: (await this.endpointRow(id))!, secret };
  }

  /** An endpoint's deliveries, newest first, a page at a time, optionally of one status. */
  async deliveries(auth: AuthContext, query: DeliveryQuery): Promise<WebhookDeliveryList> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    await this.owned(auth, query.endpointId);
    const where = and(
      eq(webhookDeliveries.endpointId, query.endpointId),
      query.status ? eq(webhookDeliveries.status, query.status) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(where)
        .orderBy(sql`${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc`)
        .limit(WEBHOOK_DELIVERIES_PAGE_SIZE)
        .offset(query.page * WEBHOOK_DELIVERIES_PAGE_SIZE),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Sends a delivery again: back in the queue, due now, with a fresh retry schedule. */
  async retry(auth: AuthContext, deliveryId: string, ip: string): Promise<WebhookDelivery> {
    requireAccess(auth, 'manage', 'usuario_municipio');
    const [found] = await this.db
      .select({ endpointId: webhookDeliveries.endpointId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!found) throw apiError('NOT_FOUND', { resource: 'Webhook delivery' });
    await this.owned(auth, found.endpointId);
    const [row] = await this.db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
        .where(eq(webhookDeliveries.id, deliveryId));
      await audit(tx, {
        actorId: auth.row.id,
        action: 'webhook.redeliver',
        subject: 'webhook',
        subjectId: found.endpointId,
        after: { deliveryId },
        ip,
      });
      return tx.select(deliveryColumns).from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    });
    if (!row) throw apiError('NOT_FOUND', { resource: 'Webhook delivery' });
    return row;
  }
}
