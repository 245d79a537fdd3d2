import { detailMessage, ERRORS, errorMessage, type ErrorCode, type ErrorDetails } from '@cabildo/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * What a refusal carries beside its details: `cause`, what an outside system answered (logged with a
 * 5xx refusal, never sent); `retryAfterSeconds`, sent as `Retry-After`.
 */
export type ApiErrorOptions = ErrorOptions & { retryAfterSeconds?: number };

/** The details argument of a code: required when its registry entry has a details shape that needs them. */
type DetailsArgs<Code extends ErrorCode> =
  undefined extends ErrorDetails<Code>
    ? [details?: ErrorDetails<Code>, options?: ApiErrorOptions]
    : [details: ErrorDetails<Code>, options?: ApiErrorOptions];

/**
 * An error the API answers with `{ error: { code, message, details? } }`: the code's status and
 * English message as the domain's registry gives them. Made with `apiError(code, details)`.
 */
export class ApiError extends Error {
  readonly status: number;
  /** How long the caller should wait before trying again: sent as `Retry-After` (seconds). */
  readonly retryAfterSeconds: number | undefined;
  protected constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    options?: ApiErrorOptions,
  ) {
    super(message, options);
    this.status = ERRORS[code].status;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** `apiError`: the constructor is the registry's alone, so no call site writes a message. */
  static make<Code extends ErrorCode>(code: Code, ...[details, options]: DetailsArgs<Code>): ApiError {
    return new ApiError(code, errorMessage(code, details), details, options);
  }
}

/**
 * A refusal, as the registry (packages/domain/src/errors.ts) describes its code:
 * `apiError('NOT_FOUND', { resource: 'Form' })` is 404 'Form not found.'. The details are typed by
 * the code (TypeScript refuses others) and sent as the body's `details`.
 */
export const apiError = ApiError.make;

/** A 429 that does not say how long to wait: every limit here counts over a minute. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Whole seconds of a wait, at least one (`Retry-After` takes no fractions, 0 invites a retry loop). */
export const retryAfterSecondsOf = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

/**
 * A PostgreSQL unique violation (23505), through drizzle's wrapping; with `constraint`, only a
 * violation of that index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    const found = cause as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (found.code === '23505') return constraint === undefined || found.constraint === constraint;
    cause = found.cause;
  }
  return false;
}

// A catalogue key as the shared rules give them (`answers.errors.date`, `answers.review.errors.rangeOrder`).
const CATALOGUE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z]+)*\.errors\.[A-Za-z]+$/;

/**
 * A refusal's details as sent: wherever a catalogue key stands (in a detail's `message`, as the rules
 * give it, or in its `key`), the detail goes out with it as `key`, for the web to translate, and its
 * English text as `message` ({{name}} read from the detail's own fields), for API callers. Lists and
 * groups of details (`{ answers: [...], signatures: [...] }`) are walked; anything else is sent as is.
 */
export function sentDetails(details: unknown): unknown {
  if (Array.isArray(details)) return details.map(sentDetails);
  if (typeof details !== 'object' || details === null) return details;
  const fields = details as Record<string, unknown>;
  const key = [fields.message, fields.key].find(
    (candidate): candidate is string => typeof candidate === 'string' && CATALOGUE_KEY.test(candidate),
  );
  if (key === undefined)
    return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, sentDetails(value)]));
  const message = detailMessage(key).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    typeof fields[name] === 'number' || typeof fields[name] === 'string' ? String(fields[name]) : placeholder,
  );
  return { ...fields, key, message };
}

const sendApiError = (reply: FastifyReply, error: ApiError) => {
  const retryAfter =
    error.retryAfterSeconds ?? (error.status === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  return reply
    .code(error.status)
    .send({ error: { code: error.code, message: error.message, details: sentDetails(error.details) } });
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      // An outside system failed (mail server, management system, registry): the operator needs its answer.
      if (error.status >= 500 && error.cause !== undefined)
        request.log.warn({ err: error.cause, code: error.code }, 'external system failed');
      return sendApiError(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message }));
      return sendApiError(reply, apiError('VALIDATION_FAILED', issues));
    }
    if (isUniqueViolation(error)) {
      // Two writes raced for the same unique value: the loser is told, not a 500.
      return sendApiError(reply, apiError('DUPLICATE_VALUE'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else if ((error.statusCode ?? 500) < 500) {
      return reply.code(error.statusCode ?? 400).send({
        error: { code: error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: error.message },
      });
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.code(500).send({ error: { code: 'INTERNAL', message: errorMessage('INTERNAL') } });
  });
}
