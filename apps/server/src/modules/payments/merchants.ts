import { createHmac } from 'node:crypto';
import type { Payment } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { installationKey, openSecret, sealSecret } from '../../db/secret-box.ts';
import { municipalities, paymentMerchants } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { audit } from '../audit.ts';

/**
 * The municipality's card merchant (spec part 2 §7: the municipality's merchantCode; issue 17):
 * code and secret. A municipality's own secret is stored encrypted (AES-256-GCM under
 * PAYMENT_SECRET_KEY, else a key generated once in DATA_DIR/payment-secret.key); without one, the
 * environment's PAYMENT_MERCHANT_SECRET; with the embedded sandbox and neither, the installation's
 * own sandbox secret (`sandboxMerchantSecret`). The secret never leaves the server and is never logged.
 */
export type Merchant = { code: string; terminal: string; secret: string };

/** The key encrypting stored secrets: PAYMENT_SECRET_KEY, else one generated once and kept in DATA_DIR. */
export const paymentSecretKey = (configured: string | null, dataDir: string): Buffer =>
  installationKey(configured, dataDir, 'payment-secret.key');

/**
 * The embedded sandbox's merchant secret, derived from the installation's payment key: not the
 * gateway test environment's published one, so nobody who read the gateway's documentation can
 * sign a notification to this server. 24 bytes in Base64, as a real merchant secret.
 */
export function sandboxMerchantSecret(key: Buffer): string {
  return createHmac('sha256', key)
    .update('cabildo sandbox merchant')
    .digest()
    .subarray(0, 24)
    .toString('base64');
}

export class MerchantStore {
  private key: Buffer | null = null;

  constructor(private readonly ctx: AppContext) {}

  private secretKey(): Buffer {
    this.key ??= paymentSecretKey(this.ctx.config.payments.secretKey, this.ctx.config.dataDir);
    return this.key;
  }

  /**
   * The merchant of a municipality's form: the form's merchant code and terminal where it names
   * them, the municipality's stored merchant, else the configured one. Throws
   * PAYMENT_MERCHANT_MISSING when no secret is known for a real gateway.
   */
  async merchantFor(db: DbOrTx, municipalityId: string, payment: Payment | null): Promise<Merchant> {
    const [stored] = await db
      .select()
      .from(paymentMerchants)
      .where(eq(paymentMerchants.municipalityId, municipalityId))
      .limit(1);
    const { payments } = this.ctx.config;
    const secret = stored
      ? openSecret(this.secretKey(), stored.secretCiphertext)
      : (payments.merchantSecret ??
        (this.ctx.paymentGateway.kind === 'sandbox' ? sandboxMerchantSecret(this.secretKey()) : null));
    if (!secret) throw apiError('PAYMENT_MERCHANT_MISSING');
    return {
      code: payment?.merchantCode.trim() || stored?.merchantCode || payments.merchantCode,
      terminal: payment?.terminal.trim() || '1',
      secret,
    };
  }

  /** A municipality's stored merchant: its code and whether a secret is stored (never the secret). */
  async describe(db: DbOrTx, municipalityId: string) {
    const [stored] = await db
      .select({ merchantCode: paymentMerchants.merchantCode })
      .from(paymentMerchants)
      .where(eq(paymentMerchants.municipalityId, municipalityId))
      .limit(1);
    return { merchantCode: stored?.merchantCode ?? null, secretStored: stored !== undefined };
  }

  /** Stores a municipality's merchant code and secret (encrypted); the audit records the code only. */
  async save(
    db: DbOrTx,
    municipalityId: string,
    merchantCode: string,
    secret: string,
    by: string,
    ip: string,
  ) {
    const [municipality] = await db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.id, municipalityId))
      .limit(1);
    if (!municipality) throw apiError('NOT_FOUND', { resource: 'Municipality' });
    const secretCiphertext = sealSecret(this.secretKey(), secret);
    await db.transaction(async (tx) => {
      await tx
        .insert(paymentMerchants)
        .values({ municipalityId, merchantCode, secretCiphertext, updatedBy: by })
        .onConflictDoUpdate({
          target: paymentMerchants.municipalityId,
          set: { merchantCode, secretCiphertext, updatedBy: by, updatedAt: new Date() },
        });
      await audit(tx, {
        actorId: by,
        action: 'update',
        subject: 'paymentMerchant',
        subjectId: municipalityId,
        after: { merchantCode, secret: '[stored encrypted]' },
        ip,
      });
    });
  }
}
