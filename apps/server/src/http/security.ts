import type { FastifyInstance } from 'fastify';
import { apiError } from './errors.ts';
import { isApiRequest } from './request-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * First CSRF wall, for every state-changing API request, signed in or not (login and
 * password reset included): a browser request from another site is refused. The second
 * wall, the per-session token, is checked where the session is resolved (auth/guard.ts). "API"
 * is the path as the router reads it (http/request-path.ts): `/%61pi/auth/login` is the sign-in.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw apiError('CSRF_REJECTED');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    // A form this site's own page posts (the payment wizard's to the sandbox gateway, the sandbox's
    // card form) says `Origin: null` under the no-referrer policy; the browser's own
    // Sec-Fetch-Site, which no page can set, vouches for it.
    if (origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin') return;
    const sameHost = (() => {
      try {
        return new URL(origin).host === request.headers.host;
      } catch {
        return false;
      }
    })();
    if (origin !== appOrigin && !sameHost) throw apiError('CSRF_REJECTED');
  });
}

/** The Content-Security-Policy directives; images only from here and the configured tile service. */
export function contentSecurityPolicy(tileUrl: string) {
  const tiles = tileSource(tileUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) injects style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Header images and answer files are stored and served by the API, never linked.
    imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * The CSP source of a tile URL template (`MAP_TILE_URL`): its origin, with a `{s}` subdomain as
 * `*`. Null when it needs none (a relative or data: URL); only the scheme when a placeholder
 * elsewhere in the host cannot be written as a CSP wildcard.
 */
export function tileSource(tileUrl: string): string | null {
  const match = /^(?:(https?):)?\/\/([^/?#]+)/i.exec(tileUrl);
  if (!match) return null;
  const [, scheme, host] = match;
  const source = host!.replace(/^\{[^}]*\}\./, '*.');
  if (/[{}]/.test(source)) return scheme ? `${scheme}:` : 'https:';
  return scheme ? `${scheme}://${source}` : source;
}

/**
 * API answers carry personal data (the signed-in user, answers, exports): neither the browser nor
 * a proxy keeps them. A route that sets its own Cache-Control (public header images) keeps it.
 */
export function registerApiNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
