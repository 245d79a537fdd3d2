import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { HashQueue } from './hash-queue.ts';

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
 * Hashing is deliberately costly, so it runs in two small lanes with short queues (past them the
 * caller gets 429 at once). `trusted`: browsers holding a device cookie for the account, signed-in
 * users and new passwords. `untrusted`: every other sign-in, whether the account exists or not, so a
 * flood of guesses never queues in front of the trusted lane. The untrusted lane runs one hash at a
 * time, so a flood takes at most one core (and one libuv thread) whatever its size.
 */
export type HashLane = 'trusted' | 'untrusted';
const lanes: Record<HashLane, HashQueue> = {
  trusted: new HashQueue(2, 16),
  untrusted: new HashQueue(1, 16),
};

export const hashPassword = (password: string) => lanes.trusted.run(() => hash(password, ARGON2));

/** The PHC form of the parameters every new hash carries. */
const PARAMETERS = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/**
 * What a password is checked against when the account has none (unknown e-mail, single-sign-on
 * account, unreadable hash), so that answer costs what a known account's does: a hash with the
 * same parameters, checked in the same lane (a fixed salt, and a digest no password gives).
 */
export const DECOY_HASH = `${PARAMETERS}${'A'.repeat(22)}$${'A'.repeat(43)}`;

/** A stored hash made with other parameters (older, lighter or heavier) is made again at sign-in. */
export const needsRehash = (storedHash: string) => !storedHash.startsWith(PARAMETERS);

/** Hashes run so far in each lane (finished or failed): what the tests count. */
export const hashesRun = (): Record<HashLane, number> => ({
  trusted: lanes.trusted.finished,
  untrusted: lanes.untrusted.finished,
});

/** Exactly one argon2id verification in `lane`, whether or not there is a hash to check. */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
  lane: HashLane,
): Promise<boolean> {
  const usable = storedHash !== null && storedHash.startsWith('$argon2');
  const target = usable ? storedHash : DECOY_HASH;
  const ok = await lanes[lane].run(() => verify(target, password).catch(() => false));
  return ok && usable;
}
