/**
 * How a delivery is signed. The header `Cabildo-Signature: t=<unix seconds>,v1=<hex>` carries the
 * time of the attempt and HMAC-SHA256, under the endpoint's secret, of `<t>.<body>` (the body's
 * exact bytes). A receiver recomputes it, compares in constant time and refuses a `t` too far from
 * its clock, so a captured delivery cannot be replayed later. The HMAC itself is computed where
 * the crypto is (the server's signing.ts; a receiver's own code, docs/api.md).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'Cabildo-Signature';
/** The delivery's id (the same on every attempt): receivers drop a delivery they already have. */
export const WEBHOOK_DELIVERY_HEADER = 'Cabildo-Delivery';
export const WEBHOOK_EVENT_HEADER = 'Cabildo-Event';
/** How far a signature's time may be from the receiver's clock, by default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What is signed: the attempt's time, a dot, the body. */
export const webhookSignedContent = (timestamp: number, body: string): string => `${timestamp}.${body}`;

export const formatWebhookSignature = (timestamp: number, hexSignatures: readonly string[]): string =>
  [`t=${timestamp}`, ...hexSignatures.map((signature) => `v1=${signature}`)].join(',');

/** The header's time and v1 signatures; null when it is not a signature header. */
export function parseWebhookSignature(
  header: string | undefined | null,
): { timestamp: number; signatures: string[] } | null {
  if (!header) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return null;
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== null) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      signatures.push(value);
    }
    // Other schemes are skipped: a later version may add its own.
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Whether a signature's time is within `tolerance` seconds of `now` (both in seconds). */
export const webhookTimestampFresh = (
  timestamp: number,
  nowSeconds: number,
  tolerance = WEBHOOK_TOLERANCE_SECONDS,
): boolean => Math.abs(nowSeconds - timestamp) <= tolerance;
