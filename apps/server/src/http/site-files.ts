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

/**
 * security.txt (RFC 9116) for a deployment whose SECURITY_CONTACT is set: where to report a
 * vulnerability, valid a year from the server's start (each start renews it), in Spanish or
 * English, at its canonical address under APP_URL. No Policy field: SECURITY.md is the
 * repository's, not a page this server serves.
 */
export function securityTxt(contact: string, appUrl: string, startedAt: Date): string {
  const expires = new Date(startedAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: es, en',
    `Canonical: ${appUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/**
 * The site's own files beside the web app: /robots.txt, and /.well-known/security.txt when
 * SECURITY_CONTACT is set (else it stays a 404, like the rest of /.well-known/).
 */
export async function siteFileRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(ROBOTS_TXT),
  );
  const { securityContact, appUrl } = app.ctx.config;
  if (securityContact) {
    const text = securityTxt(securityContact, appUrl, new Date());
    app.get('/.well-known/security.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(text),
    );
  }
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
