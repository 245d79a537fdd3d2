import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets the server must read back (a municipality's merchant secret, a webhook endpoint's
 * signing secret) are stored encrypted with AES-256-GCM under a key that is not in the database:
 * the configured one, else one generated once in DATA_DIR (every instance must then share it).
 */

/**
 * A secret of this installation: the configured one, else one generated at the first start and
 * kept in `DATA_DIR/<file>` (readable by the server's user only), so restarts keep it.
 */
export function keptSecret(configured: string | null, dataDir: string, file: string): string {
  if (configured) return configured;
  const kept = path.join(dataDir, file);
  try {
    const read = readFileSync(kept, 'utf8').trim();
    if (read.length >= 32) return read;
  } catch {
    // first start: generated below
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(kept, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A 32-byte key from `keptSecret`, for AES-256-GCM. */
export function installationKey(configured: string | null, dataDir: string, file: string): Buffer {
  return createHash('sha256')
    .update(keptSecret(configured, dataDir, file), 'utf8')
    .digest();
}

/** 'v1.' + Base64 of IV (12) · tag (16) · ciphertext. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The secret `sealSecret` stored; throws when it was sealed under another key or altered. */
export function openSecret(key: Buffer, stored: string): string {
  if (!stored.startsWith('v1.')) throw new Error('unknown secret format');
  const raw = Buffer.from(stored.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
