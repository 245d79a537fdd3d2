import { createHmac, randomBytes } from 'node:crypto';
import { formatWebhookSignature, WEBHOOK_SECRET_PREFIX, webhookSignedContent } from '@cabildo/domain';
import type { Config } from '../../config.ts';
import { installationKey, openSecret, sealSecret } from '../../db/secret-box.ts';

/** The `Cabildo-Signature` of a body sent at `timestamp` (unix seconds) under the endpoint's secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const hex = createHmac('sha256', secret)
    .update(webhookSignedContent(timestamp, body), 'utf8')
    .digest('hex');
  return formatWebhookSignature(timestamp, [hex]);
}

/**
 * Endpoint secrets: made here (`whsec_` and 32 random bytes), shown once, stored sealed under
 * WEBHOOK_SECRET_KEY (else a key generated once in DATA_DIR/webhook-secret.key).
 */
export class WebhookSecrets {
  private key: Buffer | null = null;

  constructor(private readonly config: Pick<Config, 'dataDir' | 'webhooks'>) {}

  private sealingKey(): Buffer {
    this.key ??= installationKey(this.config.webhooks.secretKey, this.config.dataDir, 'webhook-secret.key');
    return this.key;
  }

  generate(): { secret: string; sealed: string } {
    const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
    return { secret, sealed: sealSecret(this.sealingKey(), secret) };
  }

  open(sealed: string): string {
    return openSecret(this.sealingKey(), sealed);
  }
}
