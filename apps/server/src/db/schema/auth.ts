/** Sessions, single-sign-on attempts and password reset tokens (modules/auth). */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, at } from './columns.ts';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** 'password' or 'sso': how the session was opened (the account type the account menu shows). */
    signInMethod: text('sign_in_method').notNull().default('password'),
    /** A single-sign-on session's ID token, for the provider's sign-out (id_token_hint); cleared when it ends. */
    idToken: text('id_token'),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_user_active_idx')
      .on(t.userId)
      .where(sql`${t.active}`),
  ],
);

/**
 * Single-sign-on attempts in flight (modules/auth/oidc-requests.ts): the state, nonce and PKCE
 * verifier of one browser's attempt, found by the SHA-256 of its cookie; used once, 10 minutes.
 */
export const oidcRequests = pgTable(
  'oidc_requests',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The page of this app to open after signing in. */
    returnTo: text('return_to').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('oidc_requests_token_uq').on(t.tokenHash),
    index('oidc_requests_expires_idx').on(t.expiresAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'reset' (1 hour) or 'invite' (7 days, a new user's first password). */
    purpose: text('purpose').notNull().default('reset'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash)],
);
