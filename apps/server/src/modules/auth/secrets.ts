import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random, URL-safe token (256 bits). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored as their SHA-256: a leaked table gives no usable cookie or link. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2 = {
  algorithm: 2 as const /* Algorithm.Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Hashing is deliberately costly, so at most a few run at once and a short queue waits;
 * past that the caller is told to come back, and a flood cannot starve the server.
 */
const MAX_RUNNING = 4;
const MAX_WAITING = 32;
let running = 0;
const waiting: Array<() => void> = [];

export class HashingBusyError extends Error {}

async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw new HashingBusyError('password hashing is saturated');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string) => gated(() => hash(password, ARGON2));

// Checked against when the account does not exist, so both paths cost the same.
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hash(randomToken(), ARGON2);
  const target = storedHash ?? (await decoyHash);
  const ok = await gated(() => verify(target, password).catch(() => false));
  return ok && storedHash !== null;
}
