import type { ErrorCode } from '@cabildo/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error the API answers with `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const errors = {
  unauthenticated: () => new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue.'),
  sessionExpired: () => new ApiError(401, 'SESSION_EXPIRED', 'Your session has ended. Sign in again.'),
  forbidden: () => new ApiError(403, 'FORBIDDEN', 'You do not have permission to do this.'),
  notFound: (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found.`),
  csrf: () => new ApiError(403, 'CSRF_REJECTED', 'The request was rejected (missing or wrong CSRF token).'),
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.status)
        .send({ error: { code: error.code, message: error.message, details: error.details } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The request is not valid.',
          details: error.validation.map((issue) => ({
            path: issue.instancePath,
            message: issue.message,
          })),
        },
      });
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
    return reply.code(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong.' } });
  });
}
