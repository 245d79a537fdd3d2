import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { currentRequestId } from './request-id.ts';

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

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  remoteAddress?: string;
  remotePort?: number;
};

/** The citizen portal's pages carry the citizen's token in their path (/ciudadano/…/{citizenOaToken}): masked. */
const CITIZEN_TOKEN_PATH =
  /^(\/ciudadano\/(?:contestar\/[^/]+|revision\/[^/]+|formularios\/respuestas))\/[^/?]+/;
export const withoutCitizenToken = (url: string) => url.replace(CITIZEN_TOKEN_PATH, '$1/…');

/**
 * The logs' request serializer: the path without its query string, which carries list filters
 * (an author, a citizen's DNI, a code) that do not belong in the logs, nor the citizen portal's tokens.
 */
export function serializeRequest(request: LoggedRequest): LoggedRequest {
  const at = request.url.indexOf('?');
  const url = at < 0 ? request.url : `${request.url.slice(0, at)}?…`;
  return {
    method: request.method,
    url: withoutCitizenToken(url),
    host: request.host,
    remoteAddress: request.remoteAddress,
    remotePort: request.remotePort,
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
