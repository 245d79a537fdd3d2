import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oidcRequests } from '../../db/schema/index.ts';
import type { OidcChecks } from '../../adapters/identity-provider/oidc.ts';
import { randomToken, sha256 } from './secrets.ts';

/** A sign-in at the provider must come back within this time. */
export const OIDC_REQUEST_TTL_MS = 10 * 60_000;

export type PendingSignIn = OidcChecks & { returnTo: string };

/**
 * Single-sign-on attempts in flight, kept in the database (any instance may receive the callback):
 * the state, nonce and PKCE verifier of one attempt, found by the SHA-256 of a random token that
 * only the browser holds (an httpOnly cookie). Each is used once and lasts 10 minutes.
 */
export async function savePendingSignIn(db: Db, pending: PendingSignIn, now = new Date()): Promise<string> {
  // The expired ones of abandoned attempts go on the way (a short table: minutes of attempts).
  await db.delete(oidcRequests).where(lt(oidcRequests.expiresAt, now));
  const token = randomToken();
  await db.insert(oidcRequests).values({
    tokenHash: sha256(token),
    state: pending.state,
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    returnTo: pending.returnTo,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OIDC_REQUEST_TTL_MS),
  });
  return token;
}

/** Takes the attempt of this browser's token out (whatever happens next, it cannot be used again). */
export async function takePendingSignIn(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<PendingSignIn | null> {
  if (!token) return null;
  const [found] = await db
    .delete(oidcRequests)
    .where(eq(oidcRequests.tokenHash, sha256(token)))
    .returning();
  if (!found || found.expiresAt <= now) return null;
  return {
    state: found.state,
    nonce: found.nonce,
    codeVerifier: found.codeVerifier,
    returnTo: found.returnTo,
  };
}
