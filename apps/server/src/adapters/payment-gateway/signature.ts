import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_VERSION } from '@cabildo/domain';

/**
 * The signed-redirect protocol of Spanish bank gateways (Redsys, signature version
 * HMAC_SHA256_V1): the per-order key is the order number, zero-padded to a multiple of 8 bytes,
 * encrypted with 3DES-CBC (zero IV, no padding) under the Base64-decoded merchant secret; the
 * signature is HMAC-SHA256 of the Base64 Ds_MerchantParameters under that key, in Base64 (requests)
 * or URL-safe Base64 (the gateway's notifications). Node's default OpenSSL 3 provider has
 * des-ede3-cbc (only single DES is in the legacy provider), so no extra package is needed.
 */

export { SIGNATURE_VERSION };

/** The 24-byte 3DES key of a merchant secret (Base64); throws on a secret of another size. */
function merchantKey(secretBase64: string): Buffer {
  const key = Buffer.from(secretBase64, 'base64');
  if (key.length !== 24) throw new Error('The merchant secret must be 24 bytes in Base64.');
  return key;
}

/** The per-order key: 3DES-CBC (zero IV) of the order number, zero-padded to 8-byte blocks. */
export function orderKey(secretBase64: string, order: string): Buffer {
  const data = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.max(8, Math.ceil(data.length / 8) * 8));
  data.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', merchantKey(secretBase64), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** The raw HMAC-SHA256 of the Base64 parameters under the order's key. */
function mac(secretBase64: string, order: string, merchantParametersBase64: string): Buffer {
  return createHmac('sha256', orderKey(secretBase64, order)).update(merchantParametersBase64).digest();
}

/** The request signature (standard Base64), as the merchant sends it. */
export function signRequest(secretBase64: string, order: string, merchantParametersBase64: string): string {
  return mac(secretBase64, order, merchantParametersBase64).toString('base64');
}

/** The notification signature (URL-safe Base64 with its padding), as the gateway sends it. */
export function signNotification(
  secretBase64: string,
  order: string,
  merchantParametersBase64: string,
): string {
  return mac(secretBase64, order, merchantParametersBase64)
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** A Base64 or URL-safe Base64 text as bytes, or null when it is neither. */
function signatureBytes(signature: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(signature)) return null;
  return Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** Whether `signature` (either alphabet) is the one of these parameters: compared in constant time. */
export function signatureMatches(
  secretBase64: string,
  order: string,
  merchantParametersBase64: string,
  signature: string,
): boolean {
  const given = signatureBytes(signature);
  const expected = mac(secretBase64, order, merchantParametersBase64);
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}

/** Parameters as the gateway carries them: JSON in Base64. */
export const encodeParameters = (parameters: Record<string, string>): string =>
  Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');

/**
 * The parameters of a Base64 (or URL-safe Base64) JSON object of strings, or null. Values the
 * gateway URL-encodes (Ds_Date '22%2F10%2F2021') are decoded.
 */
export function decodeParameters(merchantParametersBase64: string): Record<string, string> | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(merchantParametersBase64)) return null;
  try {
    const json = Buffer.from(
      merchantParametersBase64.replace(/-/g, '+').replace(/_/g, '/'),
      'base64',
    ).toString('utf8');
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      const text = String(value);
      try {
        out[key] = decodeURIComponent(text);
      } catch {
        out[key] = text;
      }
    }
    return out;
  } catch {
    return null;
  }
}

/** A parameter whatever its case (requests say DS_MERCHANT_ORDER, notifications Ds_Order). */
export function parameter(parameters: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(parameters)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}
