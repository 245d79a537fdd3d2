import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { SessionRow } from './account.ts';
import { sessions } from '../../db/schema/index.ts';
import { SESSION_REVOKED_CHANNEL } from '../../live/session-events.ts';
import { randomToken, sha256 } from './secrets.ts';

export type RevokeReason =
  | 'logout'
  | 'expired'
  | 'admin-sign-out'
  | 'password-change'
  | 'password-reset'
  | 'remote-config'
  | 'user-disabled';
/** How a session was opened: the account menu shows it as the account type (spec part 1 §2.3). */
export type SignInMethod = 'password' | 'sso';
export type RevokeFilter =
  { userId: string; exceptSessionId?: string } | { sessionIds: string[] } | { createdBefore: Date };

// `last_seen_at` lags real use by at most this much, so a session used every
// (idle limit − lag) stays alive; a tenth of the idle limit, and never more than a minute.
const TOUCH_EVERY_MAX_MS = 60_000;
const TOUCH_FRACTION_OF_IDLE = 10;
const NOTIFY_BATCH = 100;

/** Server-side sessions (the spec's web session with its `active` flag). */
export class SessionService {
  private readonly touchEveryMs: number;

  constructor(
    private readonly database: Database,
    private readonly lifetimes: { idleMs: number; absoluteMs: number },
  ) {
    this.touchEveryMs = Math.min(TOUCH_EVERY_MAX_MS, lifetimes.idleMs / TOUCH_FRACTION_OF_IDLE);
  }

  /**
   * A new session. A single-sign-on one keeps the provider's ID token until it ends, for the
   * provider's sign-out (id_token_hint).
   */
  async create(
    userId: string,
    meta: { ip: string; userAgent: string | null; signInMethod: SignInMethod; idToken: string | null },
  ) {
    const token = randomToken();
    const now = new Date();
    const [row] = await this.database.db
      .insert(sessions)
      .values({
        tokenHash: sha256(token),
        userId,
        csrfToken: randomToken(24),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.lifetimes.absoluteMs),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 400) ?? null,
        signInMethod: meta.signInMethod,
        idToken: meta.idToken,
      })
      .returning();
    return { token, session: row! };
  }

  /** Why a session can no longer be used, or null when it can. */
  endReason(session: SessionRow, now: Date, revokedBefore: Date | null): RevokeReason | null {
    if (now.getTime() - session.lastSeenAt.getTime() > this.lifetimes.idleMs) return 'expired';
    if (now >= session.expiresAt) return 'expired';
    if (revokedBefore && revokedBefore <= now && session.createdAt < revokedBefore) return 'remote-config';
    return null;
  }

  idleExpiresAt(session: SessionRow): Date {
    const idle = new Date(session.lastSeenAt.getTime() + this.lifetimes.idleMs);
    return idle < session.expiresAt ? idle : session.expiresAt;
  }

  /** Records use; written at most once per `touchEveryMs` per session to keep reads cheap. */
  async touch(session: SessionRow, now: Date): Promise<SessionRow> {
    if (now.getTime() - session.lastSeenAt.getTime() < this.touchEveryMs) return session;
    await this.database.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    return { ...session, lastSeenAt: now };
  }

  /** Deactivates the matching active sessions and tells every instance, so open pages sign out. */
  async revoke(filter: RevokeFilter, reason: RevokeReason, db: DbOrTx = this.database.db): Promise<string[]> {
    const where =
      'sessionIds' in filter
        ? inArray(sessions.id, filter.sessionIds)
        : 'userId' in filter
          ? and(
              eq(sessions.userId, filter.userId),
              filter.exceptSessionId ? sql`${sessions.id} <> ${filter.exceptSessionId}` : undefined,
            )
          : lt(sessions.createdAt, filter.createdBefore);
    const revoked = await db
      .update(sessions)
      // An ended session needs the provider's ID token no more.
      .set({ active: false, revokedAt: new Date(), revokedReason: reason, idToken: null })
      .where(and(eq(sessions.active, true), where))
      .returning({ id: sessions.id });
    const ids = revoked.map((row) => row.id);
    await this.announce(ids, reason);
    return ids;
  }

  async announce(ids: string[], reason: RevokeReason): Promise<void> {
    for (let start = 0; start < ids.length; start += NOTIFY_BATCH) {
      const payload = JSON.stringify({ reason, sessionIds: ids.slice(start, start + NOTIFY_BATCH) });
      await this.database.notify(SESSION_REVOKED_CHANNEL, payload);
    }
  }
}
