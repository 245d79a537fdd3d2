import { createHmac } from 'node:crypto';
import { randomToken, safeEqual } from './secrets.ts';

export const DEVICE_COOKIE = 'cabildo_device';
/** How long a browser stays known after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 3_600_000;
/** Accounts remembered per browser (a shared office computer). */
const MAX_ACCOUNTS = 5;
// nonce.expiry (unix seconds).HMAC-SHA256
const TOKEN = /^[A-Za-z0-9_-]{22}\.(\d{1,12})\.[A-Za-z0-9_-]{43}$/;

/**
 * OWASP's device cookies ("Slow down online guessing attacks with device cookies"): a successful
 * sign-in leaves the browser a token bound to the account and signed with the server's key. A later
 * sign-in of that account with it is held to the token's own failure limit instead of the
 * account's, so strangers guessing at an account cannot lock its owner out. Nothing is stored on
 * the server: a token is `nonce.expiry.HMAC(email, nonce, expiry)`; the cookie holds one per account.
 */
export class DeviceCookies {
  constructor(
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The nonce (the lockout key) of the cookie's valid token for `email`, or null. */
  find(cookie: string | undefined, email: string): string | null {
    const token = this.tokens(cookie).find((candidate) => this.belongsTo(candidate, email));
    return token ? token.split('.')[0]! : null;
  }

  /** The cookie's value after `email` signed in: a fresh token for it, then the other accounts' ones. */
  issue(cookie: string | undefined, email: string): string {
    const expires = Math.floor((this.now() + DEVICE_COOKIE_MAX_AGE_MS) / 1000);
    const fresh = this.sign(email, randomToken(16), expires);
    const others = this.tokens(cookie).filter((token) => !this.belongsTo(token, email));
    return [fresh, ...others].slice(0, MAX_ACCOUNTS).join('~');
  }

  /** The well-formed, unexpired tokens of a cookie (whose account is known only by checking). */
  private tokens(cookie: string | undefined): string[] {
    const tokens = (cookie ?? '').split('~').slice(0, MAX_ACCOUNTS);
    return tokens.filter((token) => {
      const match = TOKEN.exec(token);
      return match !== null && Number(match[1]) * 1000 > this.now();
    });
  }

  private belongsTo(token: string, email: string): boolean {
    const [nonce, expires] = token.split('.');
    return safeEqual(token, this.sign(email, nonce!, Number(expires)));
  }

  private sign(email: string, nonce: string, expires: number): string {
    const body = `${nonce}.${expires}`;
    const mac = createHmac('sha256', this.key).update(`${email}\n${body}`).digest('base64url');
    return `${body}.${mac}`;
  }
}
