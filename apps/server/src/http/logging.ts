import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { currentRequestId } from './request-id.ts';
import { normalPath } from './request-path.ts';

/** Where log lines go instead of standard output (tests read them). */
export type LogStream = { write(line: string): void };

/**
 * Fields of a PostgreSQL error (pg and PGlite alike) that name things. The others can hold a row's
 * values: `detail` ('Failing row contains …'), `where` (a quoted parameter), and PGlite's `params`.
 */
const NAMING_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'];

const isDatabaseError = (error: Error): error is Error & Record<string, unknown> =>
  typeof (error as { severity?: unknown }).severity === 'string' &&
  typeof (error as { code?: unknown }).code === 'string';

/** The stack without its first lines, which repeat the message. */
function framesOf(error: Error): string {
  const stack = error.stack ?? '';
  const at = stack.indexOf(error.message);
  return at < 0 ? '' : stack.slice(at + error.message.length).replace(/^\n/, '');
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * The logs' error serializer. Query parameters (answers, names, filters) never reach the logs: a
 * failed query is logged by its SQL text, and a database error by its names, with quoted text in
 * its message masked ('invalid input syntax for type uuid: "…"' quotes the value).
 */
export function serializeError(error: Error, seen = new Set<Error>()): SerializedError {
  // Pino hands over whatever was logged as `err`.
  if (!(error instanceof Error)) return error;
  seen.add(error);
  const nested = (value: unknown) =>
    !(value instanceof Error) ? value : seen.has(value) ? '[Circular]' : serializeError(value, seen);
  if (error instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: `Failed query: ${error.query}`,
      stack: framesOf(error),
      cause: nested(error.cause),
    };
  }
  if (isDatabaseError(error)) {
    const names = NAMING_FIELDS.filter((field) => error[field] != null).map((field) => [field, error[field]]);
    return {
      type: 'DatabaseError',
      message: error.message.replace(/"[^"]*"/g, '"…"'),
      // The driver's own frames say nothing more.
      stack: '',
      ...Object.fromEntries(names),
    };
  }
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
  };
  for (const [key, value] of Object.entries(error)) serialized[key] = nested(value);
  if (error.cause !== undefined) serialized.cause = nested(error.cause);
  return serialized;
}

/** What the request serializer reads: Fastify's request (its route, when one took it, and its params). */
type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  is404?: boolean;
  routeOptions?: { url?: string };
  params?: unknown;
};

/**
 * The routes with a secret in their path, and which of their parameters it is: the API's (a PDF
 * record's download code opens the record to anyone; a payment's order number with its answer id
 * opens the receipt) and the web app's pages that the server answers with its shell
 * (apps/web/src/app/routes.tsx: the citizen portal's token, the answer code of a saved page, which
 * the status lookup takes alone, the portal citizen's id, a payment's order number). Tokens in a
 * query string (password reset and invitation links, the booking hand-off's code, the record
 * lookup's) never reach the log: the query is left out whole.
 */
export const SECRET_PATH_ROUTES: Record<string, string[]> = {
  '/api/public/records/:code': ['code'],
  '/api/payments/results/:orderNumber/:answerId': ['orderNumber'],
  '/api/payments/results/:orderNumber/:answerId/receipt.pdf': ['orderNumber'],
  '/ciudadano/contestar/:id/:citizenOaToken': ['citizenOaToken'],
  '/ciudadano/revision/:id/:citizenOaToken': ['citizenOaToken'],
  '/ciudadano/formularios/respuestas/:citizenOaToken': ['citizenOaToken'],
  '/ciudadano/guardado/:id/:docCode/:citizenId?/:useAWS?': ['docCode', 'citizenId'],
  '/publico/guardado/:id/:docCode': ['docCode'],
  '/respuesta/enviada/:answerId/:docCode': ['docCode'],
  '/pago-exitoso/:orderId/:id': ['orderId'],
  '/pago-denegado/:orderId/:id': ['orderId'],
};

export const MASK = '…';
const PARAM = /:(\w+)(?:\([^)]*\))?\??/g;

/** Each route's path as its segments: a fixed name, or a parameter (optional or not, secret or not). */
const SECRET_PATTERNS = Object.entries(SECRET_PATH_ROUTES).map(([pattern, secrets]) =>
  pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      return param
        ? { name: param[1]!, optional: param[2] === '?', secret: secrets.includes(param[1]!) }
        : { fixed: segment.toLowerCase() };
    }),
);

/**
 * A path no route took (a web page, or anything else), masked by the routes above: when its first
 * segments spell one of them (any case, repeated slashes as one, percent-decoded: the reading every
 * path rule shares, http/request-path.ts), everything from the first secret segment on is masked,
 * a secret split by an encoded slash included.
 */
export function maskUnroutedPath(path: string): string {
  const segments = path.split('/').slice(1);
  for (const pattern of SECRET_PATTERNS) {
    const at = pattern.findIndex((part) => 'secret' in part && part.secret);
    const fits = pattern.every((part, index) => {
      const segment = segments[index];
      if ('fixed' in part) return segment?.toLowerCase() === part.fixed;
      return part.optional || (segment !== undefined && segment !== '');
    });
    if (fits && segments[at] !== undefined) return `/${[...segments.slice(0, at), MASK].join('/')}`;
  }
  return path;
}

/** A routed request's path: its route's pattern with the params' values, the secret ones masked. */
function routedPath(pattern: string, params: Record<string, unknown>): string {
  const secrets = new Set(SECRET_PATH_ROUTES[pattern] ?? []);
  const filled = pattern.replace(PARAM, (_match, name: string) =>
    secrets.has(name) ? MASK : String(params[name] ?? ''),
  );
  return filled.replace(/\*$/, () => String(params['*'] ?? ''));
}

/** The path a log line shows: without the query string, masked by route. */
export function loggedPath(request: LoggedRequest): string {
  const hasQuery = /[?#]/.test(request.url);
  const pattern = request.is404 ? undefined : request.routeOptions?.url;
  let path: string;
  if (pattern !== undefined) {
    path = routedPath(pattern, (request.params ?? {}) as Record<string, unknown>);
  } else {
    // Decoded, a %3F is a query mark too: what follows it is left out as well.
    const decoded = normalPath(request.url);
    const end = decoded.search(/[?#]/);
    path = maskUnroutedPath(end < 0 ? decoded : decoded.slice(0, end));
    if (end >= 0) return `${path}?${MASK}`;
  }
  return hasQuery ? `${path}?${MASK}` : path;
}

/**
 * The logs' request serializer: the path as `loggedPath` gives it (the query string carries list
 * filters — an author, a citizen's DNI, a code — that do not belong in the logs), and the client's
 * address as Fastify computes it through TRUST_PROXY (the one every limit and audit row uses).
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggedPath(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fields never written as they are (pino's redaction, one level deep where `*.` says so): secrets
 * and credentials, the people's addresses (masked: `c…@example.org`), and whatever could carry an
 * answer or a request body. The request serializer above already leaves headers and bodies out;
 * these catch what a module puts into a log line by mistake.
 */
export const REDACTED_PATHS = [
  ...[
    'password',
    'newPassword',
    'currentPassword',
    'token',
    'csrfToken',
    'secret',
    'cookie',
    'cookies',
  ].flatMap((field) => [field, `*.${field}`]),
  ...['authorization', 'cookie', '"set-cookie"', '"x-csrf-token"'].flatMap((header) => [
    `headers.${header}`,
    `req.headers.${header}`,
    `res.headers.${header}`,
  ]),
  ...['body', 'document', 'answers', 'sections', 'submission', 'payload'].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
  ...['email', 'to', 'cc', 'replyTo'].flatMap((field) => [field, `*.${field}`]),
];
const MASKED = new Set(['email', 'to', 'cc', 'replyTo']);

/**
 * `Clara Paz <clara.paz@example.org>` → `c…@example.org`: the addresses only, each masked, enough to
 * tell domains apart and not to name anybody; a text with no address is redacted whole.
 */
export function maskEmail(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskEmail);
  if (typeof value !== 'string') return '[redacted]';
  const addresses = value.match(/[^\s<>@,;"]+@[^\s<>@,;"]+/g);
  if (!addresses) return '[redacted]';
  return addresses.map((address) => `${address[0]}…${address.slice(address.indexOf('@'))}`).join(', ');
}

/** Whether a logger is a request's own (Fastify binds the id to it). */
const boundToRequest = (logger: unknown) =>
  (logger as { bindings?: () => Record<string, unknown> }).bindings?.().requestId !== undefined;

/**
 * The server's logger: off when silent; errors through `serializeError`, requests through
 * `serializeRequest`; the request id on every line written during a request, also through the
 * app's logger (`requestId`, which request loggers carry already); the redaction list above.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    serializers: { err: (error) => serializeError(error), req: (request) => serializeRequest(request) },
    mixin(_object: object, _level: number, logger: unknown) {
      const requestId = boundToRequest(logger) ? undefined : currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: {
      paths: REDACTED_PATHS,
      censor: (value: unknown, path: string[]) =>
        MASKED.has(path.at(-1)!) ? maskEmail(value) : '[redacted]',
    },
    ...(stream ? { stream } : {}),
  };
}
