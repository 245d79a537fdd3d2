import type { FastifyRequest } from 'fastify';

/**
 * The one reading of a request's path for every rule that goes by where a request is (the API's
 * cross-site check and no-store, the web app's fallback and framing, the log's masks). The router
 * decodes the path before matching (`/%61pi/auth/login` runs the sign-in route), so a rule reading
 * the raw `request.url` would place that request outside the API. Here the path (before the query)
 * is percent-decoded once, reserved characters too (`%2F` is a slash to a proxy or a browser even
 * where the router keeps it), and repeated slashes count as one; rules compare it case-blind.
 * Reading more requests as the API than the router does only adds checks to a 404.
 */
export function normalPath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  return decodeOnce(path).replace(/\/{2,}/g, '/');
}

/** Each run of %XX decoded as UTF-8; a malformed run stays as it is (the router refuses those). */
const decodeOnce = (path: string) =>
  path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });

const paths = new WeakMap<FastifyRequest, string>();

/** `normalPath` of the request, read once. */
export function requestPath(request: FastifyRequest): string {
  let path = paths.get(request);
  if (path === undefined) {
    path = normalPath(request.url);
    paths.set(request, path);
  }
  return path;
}

/** Whether a normalised path is `prefix` or under it (`/api` → `/api`, `/API/x`, not `/apis`). */
export function isUnder(path: string, prefix: string): boolean {
  const head = path.slice(0, prefix.length).toLowerCase();
  return head === prefix && (path.length === prefix.length || path[prefix.length] === '/');
}

/** Whether the request is for the API (any spelling the router, a proxy or a browser reads as /api/…). */
export const isApiRequest = (request: FastifyRequest) => isUnder(requestPath(request), '/api');
