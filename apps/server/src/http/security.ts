import type { FastifyInstance } from 'fastify';
import { errors } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * First CSRF wall, for every state-changing API request, signed in or not (login and
 * password reset included): a browser request from another site is refused. The second
 * wall, the per-session token, is checked where the session is resolved (auth/guard.ts).
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw errors.csrf();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const sameHost = (() => {
      try {
        return new URL(origin).host === request.headers.host;
      } catch {
        return false;
      }
    })();
    if (origin !== appOrigin && !sameHost) throw errors.csrf();
  });
}

export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) injects style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};
