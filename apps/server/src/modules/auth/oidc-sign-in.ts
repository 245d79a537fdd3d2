import { emailSchema, type ErrorCode } from '@cabildo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { OidcClient, type OidcIdentity } from '../../adapters/identity-provider/oidc.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { loadAccount, type Account } from './account.ts';
import { savePendingSignIn, takePendingSignIn } from './oidc-requests.ts';
import { signInRefusal } from './sign-in.ts';

/** Sign-ins started per address a minute: each one writes a row. */
const STARTS_PER_MINUTE = 30;
const DEFAULT_RETURN = '/home';

/** Refusals after the provider said who signed in: that provider session is ended too. */
export const OIDC_REFUSALS = [
  'SSO_EMAIL_NOT_VERIFIED',
  'SSO_EMAIL_INVALID',
  'NO_PRODUCT_USER',
  'USER_DISABLED',
  'NO_AREAS',
  'MUNICIPALITY_DISABLED',
] as const satisfies readonly ErrorCode[];
export type OidcRefusal = (typeof OIDC_REFUSALS)[number];
export const isOidcRefusal = (value: unknown): value is OidcRefusal =>
  OIDC_REFUSALS.includes(value as OidcRefusal);

/** A path of this app, else /home (never another site: `//host` and `/\\host` are other sites to a browser). */
export function safeReturnTo(value: string | undefined): string {
  if (!value || value.length > 500 || !/^\/(?![/\\])[^\s\\]*$/.test(value)) return DEFAULT_RETURN;
  return value;
}

/** Where a start goes: the provider (with the browser's pending sign-in), or back to the sign-in page. */
export type OidcStart =
  { to: 'provider'; url: string; pendingToken: string } | { to: 'login'; code: ErrorCode };

/**
 * Where a callback goes: a session for the account, the sign-in page with a code, or the
 * provider's sign-out first (`endSession`) when a person it signed in has no way in here.
 */
export type OidcFinish =
  | { to: 'session'; account: Account; idToken: string; returnTo: string }
  | { to: 'login'; code: ErrorCode }
  | { to: 'end-session'; url: string; refusal: OidcRefusal };

/** Single sign-on (authorization code, PKCE, state, nonce), without the HTTP: the routes only redirect. */
export class OidcSignIn {
  private readonly starts: RateLimiter;

  constructor(
    private readonly ctx: AppContext,
    private readonly oidc: OidcClient,
  ) {
    this.starts = new RateLimiter(ctx.rateLimits, 'oidc.starts', STARTS_PER_MINUTE);
  }

  async start(ip: string, returnTo: string | undefined, log: FastifyBaseLogger): Promise<OidcStart> {
    if (!(await this.starts.take(ip))) return { to: 'login', code: 'TOO_MANY_ATTEMPTS' };
    const checks = OidcClient.newChecks();
    let url: URL;
    try {
      url = await this.oidc.authorizationUrl(checks);
    } catch (error) {
      log.error({ err: error }, 'single sign-on: the identity provider cannot be read');
      return { to: 'login', code: 'SSO_UNAVAILABLE' };
    }
    const pendingToken = await savePendingSignIn(this.ctx.database.db, {
      ...checks,
      returnTo: safeReturnTo(returnTo),
    });
    return { to: 'provider', url: url.toString(), pendingToken };
  }

  /** The provider came back with `search` (its query string) to the browser holding `pendingToken`. */
  async finish(
    pendingToken: string | undefined,
    search: string,
    log: FastifyBaseLogger,
  ): Promise<OidcFinish> {
    const pending = await takePendingSignIn(this.ctx.database.db, pendingToken);
    if (!pending) {
      log.warn('single sign-on: no pending sign-in for this browser (expired, used or never started)');
      return { to: 'login', code: 'SSO_FAILED' };
    }
    try {
      await this.oidc.configuration();
    } catch (error) {
      log.error({ err: error }, 'single sign-on: the identity provider cannot be read');
      return { to: 'login', code: 'SSO_UNAVAILABLE' };
    }
    let identity: OidcIdentity;
    try {
      identity = await this.oidc.finish(search, pending);
    } catch (error) {
      // A provider's refusal (a cancelled sign-in, a used or expired code), a changed state, a nonce
      // or ID token that does not check out.
      log.warn({ err: error }, 'single sign-on refused');
      return { to: 'login', code: 'SSO_FAILED' };
    }
    const account = await this.accountOf(identity);
    if (typeof account !== 'string') {
      return { to: 'session', account, idToken: identity.idToken, returnTo: pending.returnTo };
    }
    log.info(
      { email: identity.email, subject: identity.subject, refusal: account },
      'single sign-on: no session',
    );
    const endSession = await this.oidc.endSessionUrl(identity.idToken);
    return endSession
      ? { to: 'end-session', url: endSession, refusal: account }
      : { to: 'login', code: account };
  }

  private async accountOf(identity: OidcIdentity): Promise<Account | OidcRefusal> {
    if (!identity.email || !identity.emailVerified) return 'SSO_EMAIL_NOT_VERIFIED';
    // The provider's claim goes through the same rule as a typed e-mail (emailSchema: storable text,
    // an ASCII address, case folded in ASCII only): `\u212Aate@…` is refused, never taken for `kate@…`.
    const email = emailSchema.safeParse(identity.email);
    if (!email.success) return 'SSO_EMAIL_INVALID';
    const account = await loadAccount(this.ctx.database.db, { email: email.data });
    if (!account) return 'NO_PRODUCT_USER';
    const refusal = signInRefusal(account);
    if (refusal) return refusal.code as OidcRefusal;
    return account;
  }
}
