import { ERROR_CODES } from '@cabildo/domain';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  describeRoute,
  registeredSchemas,
  SECURITY_SCHEMES,
  withComponents,
  withPath,
} from './openapi-shape.ts';
import { z } from 'zod';
import { CABILDO_VERSION } from '../version.ts';
import { apiError } from './errors.ts';

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
    /** The request's id (also its X-Request-Id header and in its log lines); added as the answer goes out. */
    requestId: z.string().optional(),
  }),
});

/** Response schemas for the error statuses a route can answer. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

/**
 * The OpenAPI description (always at /api/docs/json and /api/docs/yaml, for tools) and the
 * Swagger UI at /api/docs: for everyone with `API_DOCS=public`, else only for signed-in admins
 * (anyone else gets a 404, as if it were not there). `isAdmin` comes from the auth module, which
 * sits above this layer.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  visibility: 'public' | 'admins',
  isAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
) {
  // Every route's operationId, tag and security, derived from its method, URL, plugin and answers.
  app.addHook('onRoute', function (route) {
    describeRoute(route, this.pluginName);
  });
  const { shared, described } = registeredSchemas({ ApiError: apiErrorSchema });
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema, so a nullable reference is `anyOf` [ref, null] (3.0's `nullable` needs a type).
      openapi: '3.1.0',
      info: {
        title: 'Cabildo API',
        version: CABILDO_VERSION,
        description:
          'Cookie sessions. State-changing requests need the X-CSRF-Token header from /api/auth/login or /api/auth/me. See docs/api.md.',
        license: {
          name: 'EUPL-1.2',
          url: 'https://interoperable-europe.ec.europa.eu/collection/eupl/eupl-text-eupl-12',
        },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: withPath(
      createJsonSchemaTransform({ schemaRegistry: shared }),
      createJsonSchemaTransform({ schemaRegistry: described }),
    ),
    transformObject: withComponents(createJsonSchemaTransformObject({ schemaRegistry: shared })),
  });
  await app.register(async (docs) => {
    if (visibility === 'admins') {
      docs.addHook('onRequest', async (request, reply) => {
        if (DESCRIPTION_URLS.has(request.routeOptions.url ?? '')) return;
        if (!(await isAdmin(request, reply))) throw apiError('NOT_FOUND', { resource: 'Route' });
      });
    }
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
}

const DESCRIPTION_URLS = new Set(['/api/docs/json', '/api/docs/yaml']);
