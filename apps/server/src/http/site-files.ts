import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest, isUnder, requestPath } from './request-path.ts';

/**
 * robots.txt: crawlers keep to the public pages — answering a public form, the status and record
 * lookups — and the assets they need to render them; everything else (staff pages, the citizen
 * portal's links, saved pages, the API) is disallowed. Allow-listed, so a new staff page is out
 * without touching this file (RFC 9309: the longest matching rule wins).
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /publico/contestar/',
  'Allow: /publico/consultar-estado',
  'Allow: /actas/consultar',
  'Allow: /assets/',
  'Allow: /favicon.svg',
  'Disallow: /',
  '',
].join('\n');

/** The site's own files beside the web app: /robots.txt (no security.txt yet: docs/decisions.md). */
export async function siteFileRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(ROBOTS_TXT),
  );
}

/**
 * Whether a request no route took is one of the web app's pages (answered with its shell, whose
 * router shows its own 404) rather than a real 404: a GET outside the API, the assets (a missing
 * asset or source map) and /.well-known/ (security.txt and the like are files, never pages).
 */
export const wantsWebPage = (request: FastifyRequest) => {
  if (request.method !== 'GET' || isApiRequest(request)) return false;
  const path = requestPath(request);
  return !isUnder(path, '/assets') && !isUnder(path, '/.well-known');
};
